import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/rootReducer';
import { Modal } from '../../../shared/ui/Modal';
import { TriStateCheckbox, type TriState } from '../../../shared/ui/TriStateCheckbox';
import { manualOrderExcludedActions, selectedCount, type DeleteSelection } from '../manualOrderExcludedSlice';
import { selectSent } from '../manualOrderSelectors';
import { EXCLUDED_TEXTS, SENT_NOTICE_ID } from '../manualOrderTexts';

const selectSelection = (s: RootState) => s.manualOrderExcluded.selection;

function boxState({ all, ids }: DeleteSelection): TriState {
  if (all) return ids.length === 0 ? 'checked' : 'mixed';
  return ids.length > 0 ? 'mixed' : 'unchecked';
}

/** Whether a product row is selected for deletion. */
export const selectProductChosen = (s: RootState, idItem: number): boolean => {
  const { all, ids } = s.manualOrderExcluded.selection;
  return all !== ids.includes(idItem);
};

/** 'Selecionar todos os produtos filtrados', how many are selected, and 'Excluir Produtos' (issue 29 point 3). */
export function DeleteSelectionControls() {
  const dispatch = useAppDispatch();
  const selection = useAppSelector(selectSelection);
  const sent = useAppSelector(selectSent);
  const count = selectedCount(selection);
  return (
    <>
      <label className="manual-order__select-all">
        <TriStateCheckbox state={boxState(selection)} label={EXCLUDED_TEXTS.selectAll} disabled={sent} onToggle={() => dispatch(manualOrderExcludedActions.allFilteredToggled())} />
        {EXCLUDED_TEXTS.selectAll}
      </label>
      <span className="manual-order__selected" role="status">
        {count === null ? EXCLUDED_TEXTS.counting : EXCLUDED_TEXTS.selected(count)}
      </span>
      <button type="button" className="btn btn--danger" disabled={sent} aria-describedby={sent ? SENT_NOTICE_ID : undefined} onClick={() => dispatch(manualOrderExcludedActions.selectionDeleteRequested())}>
        {EXCLUDED_TEXTS.deleteSelected}
      </button>
    </>
  );
}

/** The confirmation: how many products in how many branches leave the order. */
export function DeleteSelectionModal() {
  const dispatch = useAppDispatch();
  const { confirmation, busy } = useAppSelector((s) => s.manualOrderExcluded);
  if (!confirmation) return null;
  const cancel = () => dispatch(manualOrderExcludedActions.selectionDeleteCancelled());
  const { count, status } = confirmation;
  const ready = status === 'loaded' && count !== null && count.produtos > 0;
  const footer = (
    <>
      <button type="button" className="btn" onClick={cancel} disabled={busy}>
        {EXCLUDED_TEXTS.back}
      </button>
      <button type="button" className="btn btn--danger" disabled={!ready || busy} aria-busy={busy} onClick={() => dispatch(manualOrderExcludedActions.selectionDeleteConfirmed())}>
        {EXCLUDED_TEXTS.delete}
      </button>
    </>
  );
  return (
    <Modal title={EXCLUDED_TEXTS.confirmTitle} onClose={cancel} footer={footer}>
      {status === 'loading' && <p role="status">{EXCLUDED_TEXTS.counting}</p>}
      {status === 'failed' && <p role="alert">{EXCLUDED_TEXTS.countFailed}</p>}
      {status === 'loaded' && count && (count.produtos > 0 ? <p>{EXCLUDED_TEXTS.confirmQuestion(count.produtos, count.filiais)}</p> : <p role="alert">{EXCLUDED_TEXTS.nothingToDelete}</p>)}
      <p>{EXCLUDED_TEXTS.confirmNote}</p>
    </Modal>
  );
}
