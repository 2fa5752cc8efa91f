import type { ItemRevisaoDto } from '../../../api/revisaoEnvioDto';
import { rowActionColumn } from '../../../shared/grid/rowActionColumn';
import { DELETE_COLUMN, deleteActionLabel } from '../itemDeletionTexts';

/** The review grid's delete icon per row (an order that can still be edited; not for combo items, like their quantity). */
export const DELETE_ITEM_EVENT = 'review-item-delete';

export const DELETE_ITEM_COLUMN = rowActionColumn<ItemRevisaoDto>({
  colId: 'excluir',
  headerName: DELETE_COLUMN,
  headerTooltip: 'Excluir o produto deste pedido',
  glyph: '✕',
  label: (item) => deleteActionLabel(item.descricaoProdutoCliente),
  eventName: DELETE_ITEM_EVENT,
  available: (item) => !item.combo,
  width: 66,
});
