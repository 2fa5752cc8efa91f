import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../shared/ui/Modal';
import type { RootState } from '../../../app/rootReducer';
import { itemDeletionActions } from '../itemDeletionSlice';
import { DELETE_CANCEL, DELETE_CONFIRM, DELETE_NOTE, DELETE_TITLE, DELETING, deleteQuestion } from '../itemDeletionTexts';

const selectDeletion = (s: RootState) => s.orderReviewItemDeletion;

/** The delete-product-from-order confirmation; it stays open with the reason when the deletion fails. */
export function DeleteItemModal() {
  const dispatch = useAppDispatch();
  const { target, status, error } = useAppSelector(selectDeletion);
  if (!target) return null;
  const deleting = status === 'deleting';
  return (
    <Modal
      title={DELETE_TITLE}
      onClose={() => dispatch(itemDeletionActions.itemDeletionCancelled())}
      closable={!deleting}
      width={520}
      footer={
        <>
          <button type="button" className="btn" disabled={deleting} onClick={() => dispatch(itemDeletionActions.itemDeletionCancelled())}>
            {DELETE_CANCEL}
          </button>
          <button type="button" className="btn btn--danger" disabled={deleting} onClick={() => dispatch(itemDeletionActions.itemDeletionConfirmed())}>
            {deleting ? DELETING : DELETE_CONFIRM}
          </button>
        </>
      }
    >
      <p>{deleteQuestion(target.produto, target.filial)}</p>
      <p>{DELETE_NOTE}</p>
      {error && (
        <p className="order-review__error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
