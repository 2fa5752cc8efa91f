import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../shared/ui/Modal';
import { DialogButtons } from '../../../shared/ui/DialogButtons';
import { automaticOrderActions } from '../automaticOrderSlice';
import { selectBranchOrder } from '../automaticOrderSelectors';
import { selectClosedSuppliers, selectDeletion, selectExcluded, selectFiltered, selectSelectAllBox, selectSelectionMode, selectSelectionNotice } from './selectionSelectors';
import { selectionActions } from './selectionSlice';
import { answersActions } from '../answers/answersSlice';
import { COUNTING, DELETE_CONFIRM_TITLE, DELETE_NOTE, DELETE_PRODUCTS, deleteOrderQuestion, deleteQuestion, deleteScope, SEE_ANSWERS, SEE_EXCLUDED, SELECT_ALL } from './selectionTexts';
import { SelectionCheckbox } from './SelectionCheckbox';
import { OpportunityButton } from '../opportunity/OpportunityButton';

/**
 * 'Selecionar todos os produtos' and the actions on the selection (spec 03 §2.3): 'Excluir
 * Produtos' (with its confirmation), 'Ver Respostas por Produto', 'Ver Produtos Excluídos', and
 * the notices they give ('ATENÇÃO! Nenhum produto foi selecionado.').
 */
export function SelectionBar() {
  const dispatch = useAppDispatch();
  const box = useAppSelector(selectSelectAllBox);
  const mode = useAppSelector(selectSelectionMode);
  const closed = useAppSelector(selectClosedSuppliers);
  const notice = useAppSelector(selectSelectionNotice);
  const deletion = useAppSelector(selectDeletion);
  const filtered = useAppSelector(selectFiltered);
  const excludedOpen = useAppSelector(selectExcluded).open;
  const target = useAppSelector((st) => (deletion.idPedido === null ? undefined : selectBranchOrder(st, deletion.idPedido)));

  // Selecting all opens the page's supplier panels (the box is on only with every panel open).
  const toggleAll = () => {
    if (box === 'checked') {
      dispatch(selectionActions.selectAllToggled());
      return;
    }
    if (mode !== 'all') dispatch(selectionActions.selectAllToggled());
    for (const idFornecedor of closed) dispatch(automaticOrderActions.supplierToggled(idFornecedor));
  };

  return (
    <div className="selection-bar">
      {!excludedOpen && (
        <label className="selection-bar__all">
          <SelectionCheckbox state={box} label={SELECT_ALL} onToggle={toggleAll} />
          {SELECT_ALL}
        </label>
      )}
      <div className="selection-bar__actions">
        {!excludedOpen && (
          <>
            <button type="button" className="btn btn--danger" onClick={() => dispatch(selectionActions.deleteRequested())}>
              {DELETE_PRODUCTS}
            </button>
            <button type="button" className="btn" onClick={() => dispatch(answersActions.answersRequested())}>
              {SEE_ANSWERS}
            </button>
            <OpportunityButton />
          </>
        )}
        <button type="button" className="btn" aria-pressed={excludedOpen} onClick={() => dispatch(selectionActions.excludedViewToggled(!excludedOpen))}>
          {SEE_EXCLUDED}
        </button>
      </div>
      {notice && (
        <p className={`selection-bar__notice selection-bar__notice--${notice.tone}`} role={notice.tone === 'success' ? 'status' : 'alert'}>
          <span>{notice.text}</span>
          <button type="button" className="btn btn--small" aria-label="Fechar aviso" onClick={() => dispatch(selectionActions.noticeClosed())}>
            ×
          </button>
        </p>
      )}
      {deletion.confirming && (deletion.idPedido !== null || mode !== 'none') && (
        <Modal
          title={DELETE_CONFIRM_TITLE}
          onClose={() => dispatch(selectionActions.deleteCancelled())}
          footer={<DialogButtons onBack={() => dispatch(selectionActions.deleteCancelled())} confirmLabel="Excluir" danger busy={deletion.busy} onConfirm={() => dispatch(selectionActions.deleteConfirmed())} />}
        >
          <p>{deletion.idPedido !== null ? deleteOrderQuestion(target?.nomeFantasiaCliente ?? '', filtered) : deleteQuestion(mode === 'none' ? 'chosen' : mode, filtered)}</p>
          <p role="status">{deletion.preview ? deleteScope(deletion.preview.quantidadeItens, deletion.preview.quantidadePedidos) : COUNTING}</p>
          <p>{DELETE_NOTE}</p>
        </Modal>
      )}
    </div>
  );
}
