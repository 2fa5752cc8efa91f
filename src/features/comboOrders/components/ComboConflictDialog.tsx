import { useState } from 'react';
import type { ItemEmOutroPedidoDto } from '../../../api/comboDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { COMBO_CONFLICTS_PER_PAGE } from '../../../domain/comboQuantity';
import { formatInteger } from '../../../shared/lib/format';
import { Modal } from '../../../shared/ui/Modal';
import { PagedTable, type TableColumn } from '../../../shared/ui/PagedTable';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectComboOrders } from '../comboOrdersSelectors';
import { comboConflictAnswered, comboConflictClosed } from '../comboOrdersSlice';
import { CANCEL, CONFLICT_TEXT, CONFLICT_TITLE, KEEP_BOTH, REMOVE_FROM_OLD } from '../comboTexts';
import { CutName } from './CutName';

const COLUMNS: TableColumn<ItemEmOutroPedidoDto>[] = [
  { key: 'ean', header: 'EAN', render: (row) => row.codBarras, className: 'combo-conflict__ean' },
  { key: 'produto', header: 'Produto', render: (row) => <TruncatedText text={row.produtoDescricao} />, className: 'combo-conflict__product' },
  { key: 'fornecedor', header: 'Fornecedor do pedido', render: (row) => <CutName text={row.nomeFantasiaFornecedor} />, className: 'combo-conflict__supplier' },
  { key: 'pedida', header: 'Pedida', render: (row) => formatInteger(row.qtdePedida), className: 'combo-conflict__number' },
];

/**
 * The combo's products already sit in the branch's other orders (spec 03 §4.4): keep them in both
 * orders, or take them out of the old orders; the list 8 per page (spec 03 §9).
 */
export function ComboConflictDialog() {
  const dispatch = useAppDispatch();
  const conflict = useAppSelector(selectComboOrders).conflict;
  const [page, setPage] = useState(0);
  if (!conflict) return null;
  const answering = conflict.answering !== null;
  const rows = conflict.rows.slice(page * COMBO_CONFLICTS_PER_PAGE, (page + 1) * COMBO_CONFLICTS_PER_PAGE);
  return (
    <Modal
      title={CONFLICT_TITLE}
      width={760}
      closable={!answering}
      onClose={() => dispatch(comboConflictClosed())}
      footer={
        <>
          <button type="button" className="btn" disabled={answering} onClick={() => dispatch(comboConflictClosed())}>
            {CANCEL}
          </button>
          <button type="button" className="btn" disabled={answering} aria-busy={conflict.answering === 'keep'} onClick={() => dispatch(comboConflictAnswered({ keepBoth: true }))}>
            {KEEP_BOTH}
          </button>
          <button type="button" className="btn btn--primary" disabled={answering} aria-busy={conflict.answering === 'remove'} onClick={() => dispatch(comboConflictAnswered({ keepBoth: false }))}>
            {REMOVE_FROM_OLD}
          </button>
        </>
      }
    >
      <p>{CONFLICT_TEXT}</p>
      <PagedTable
        caption="Produtos do combo em outros pedidos"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.idPedidoItem}
        total={conflict.rows.length}
        page={page}
        size={COMBO_CONFLICTS_PER_PAGE}
        onPageChange={setPage}
      />
    </Modal>
  );
}
