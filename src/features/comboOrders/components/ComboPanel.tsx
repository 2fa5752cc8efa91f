import { useEffect, useId, useState } from 'react';
import type { ComboDto, ComboItemDto } from '../../../api/comboDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { COMBO_EXCLUDED_PER_PAGE, COMBO_ITEMS_PER_PAGE } from '../../../domain/comboQuantity';
import { formatMoney } from '../../../shared/lib/format';
import { DialogButtons } from '../../../shared/ui/DialogButtons';
import { Modal } from '../../../shared/ui/Modal';
import { selectComboOrders } from '../comboOrdersSelectors';
import * as c from '../comboOrdersSlice';
import { CREATE_ORDER, DELETE_ORDER, EXCLUDE_ITEMS, HAS_ORDER, NO_EXCLUDED, ORDER_TOTAL, RESTORE_ITEMS, SHOW_EXCLUDED, SHOW_ITEMS } from '../comboTexts';
import { ComboItemsTable } from './ComboItemsTable';
import { CutName } from './CutName';

type View = 'items' | 'excluded';

/**
 * One supplier's combo at a branch (spec 03 §2.5, §4.4): its header (supplier, representative,
 * payment term, total of its items) opens its item table; 'Criar pedido combo' or, once created,
 * 'Excluir pedido combo'; items chosen by checkbox are excluded, and restored from the excluded view.
 */
export function ComboPanel({ combo, visible }: { combo: ComboDto; visible: readonly string[] }) {
  const dispatch = useAppDispatch();
  const bodyId = useId();
  const id = combo.idRespostaCliente;
  const state = useAppSelector(selectComboOrders);
  const items = state.itemsByCombo[id];
  const excluded = state.excludedByCombo[id];
  const busy = state.busy[id] === true;
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('items');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    if (open && view === 'items' && !items) dispatch(c.comboItemsRequested({ idRespostaCliente: id, page: 0 }));
    if (open && view === 'excluded' && !excluded) dispatch(c.comboExcludedRequested({ idRespostaCliente: id, page: 0 }));
  }, [dispatch, open, view, items, excluded, id]);
  // A command finished (the lists reload): the choice made for it is done.
  useEffect(() => setSelected(new Set()), [busy, view]);

  const toggle = (itemId: number): void =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(itemId)) next.add(itemId);
      return next;
    });
  const ids = [...selected];
  const commitQuantity = (item: ComboItemDto, quantidade: number) => dispatch(c.comboQuantityRequested({ idRespostaCliente: id, item, quantidade }));

  return (
    <article className={combo.existePedidoDeCombo ? 'combo-panel combo-panel--ordered' : 'combo-panel'} aria-label={`Combo de ${combo.nomeFantasiaFornecedor}`}>
      <header className="combo-panel__header">
        <button type="button" className="combo-panel__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          <CutName className="combo-panel__supplier" text={combo.nomeFantasiaFornecedor} />
          <CutName className="combo-panel__muted" text={combo.nomeRepresentante} />
          <span className="combo-panel__muted">{combo.prazoTitulo}</span>
          <span className="combo-panel__total">{formatMoney(combo.valorTotalItens)}</span>
        </button>
        <div className="combo-panel__actions">
          {combo.existePedidoDeCombo ? (
            <>
              <span className="combo-panel__badge" title="Pedido combo criado">
                <abbr title="Combo">CB</abbr> {HAS_ORDER}
              </span>
              {combo.valorPedido !== null && (
                <span className="combo-panel__order-total">
                  {ORDER_TOTAL}: {formatMoney(combo.valorPedido)}
                </span>
              )}
              <button type="button" className="btn btn--danger" disabled={busy} aria-busy={busy} onClick={() => setConfirmDelete(true)}>
                {DELETE_ORDER}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn--primary" disabled={busy} aria-busy={busy} onClick={() => dispatch(c.comboCreateRequested({ idRespostaCliente: id }))}>
              {CREATE_ORDER}
            </button>
          )}
        </div>
      </header>
      {open && (
        <div id={bodyId} className="combo-panel__body">
          <div className="combo-panel__bar">
            {view === 'items' ? (
              <button type="button" className="btn" disabled={busy || ids.length === 0} onClick={() => dispatch(c.comboItemsExcludeRequested({ idRespostaCliente: id, ids }))}>
                {EXCLUDE_ITEMS}
              </button>
            ) : (
              <button type="button" className="btn" disabled={busy || ids.length === 0} onClick={() => dispatch(c.comboItemsRestoreRequested({ idRespostaCliente: id, ids }))}>
                {RESTORE_ITEMS}
              </button>
            )}
            <button type="button" className="btn btn--link" onClick={() => setView(view === 'items' ? 'excluded' : 'items')}>
              {view === 'items' ? SHOW_EXCLUDED : SHOW_ITEMS}
            </button>
          </div>
          <ComboItemsTable
            {...(view === 'items'
              ? {
                  caption: `Produtos do combo de ${combo.nomeFantasiaFornecedor}`,
                  list: items ?? c.emptyRows<ComboItemDto>(true),
                  size: COMBO_ITEMS_PER_PAGE,
                  onPageChange: (page: number) => dispatch(c.comboItemsRequested({ idRespostaCliente: id, page })),
                  emptyText: 'Nenhum produto encontrado!',
                  quantity: { messages: state.quantityMessages, onCommit: commitQuantity },
                }
              : {
                  caption: `Produtos excluídos do combo de ${combo.nomeFantasiaFornecedor}`,
                  list: excluded ?? c.emptyRows<ComboItemDto>(true),
                  size: COMBO_EXCLUDED_PER_PAGE,
                  onPageChange: (page: number) => dispatch(c.comboExcludedRequested({ idRespostaCliente: id, page })),
                  emptyText: NO_EXCLUDED,
                })}
            visible={visible}
            selected={selected}
            onToggle={toggle}
          />
        </div>
      )}
      {confirmDelete && combo.idPedido !== null && (
        <Modal
          title={DELETE_ORDER}
          onClose={() => setConfirmDelete(false)}
          footer={
            <DialogButtons
              onBack={() => setConfirmDelete(false)}
              confirmLabel={DELETE_ORDER}
              danger
              onConfirm={() => {
                setConfirmDelete(false);
                dispatch(c.comboOrderDeleteRequested({ idRespostaCliente: id, idPedido: combo.idPedido! }));
              }}
            />
          }
        >
          <p>O pedido combo de {combo.nomeFantasiaFornecedor} sai do pedido automático. Os produtos do combo continuam disponíveis para um novo pedido, e os que ele retirou de outros pedidos desta filial voltam a eles.</p>
        </Modal>
      )}
    </article>
  );
}
