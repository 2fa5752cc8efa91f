import { useCallback, useMemo } from 'react';
import type { PedidoItemDto } from '../../../api/dto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { commitQuantity, quantityProblemMessage, refusalText, rowAttention, rulesOf } from '../../../domain/orderQuantity';
import { StoreGrid, type GridEditRequest } from '../../../shared/grid/StoreGrid';
import type { ServerSort } from '../../../shared/grid/serverSort';
import { selectColumnWidths, selectGridItems, selectItemsStatus, selectOrderSort, selectUnsavedItemIds, selectWaitingItemIds } from '../automaticOrderSelectors';
import { automaticOrderActions } from '../automaticOrderSlice';
import { ITEMS_LOADING, NO_ITEMS } from '../automaticOrderTexts';
import { LoadState } from '../../../shared/ui/LoadState';
import { columnOfSort, MASS_EDIT_EVENT, ORDER_ITEM_COLUMNS, READ_ONLY_ORDER_ITEM_COLUMNS, sortKeyOf } from './orderItemColumns';
import { useRowSelection } from '../selection/useRowSelection';
import { QuantityConflicts } from './QuantityConflicts';
import { useRowAction } from '../../../shared/grid/useRowAction';
import { massEditActions } from '../massEdit/massEditSlice';
import { selectMassEditPatches } from '../massEdit/massEditSelectors';

const ROW_HEIGHT = 34;
const HEADER_HEIGHT = 38;
/** Taller orders scroll inside the grid (rows are virtualized). */
const MAX_GRID_HEIGHT = 420;
const SCROLLBAR_ROOM = 20;

const rowId = (item: PedidoItemDto) => String(item.id);
const rowClass = (item: PedidoItemDto) => {
  const attention = rowAttention(item);
  return attention ? `order-row--${attention}` : undefined;
};

/**
 * The product table of an open branch order: the store's items in StoreGrid, server sort through
 * the header cycle, quantities checked with the spec's revert rules (a refused value goes back
 * and the reason is announced), Ctrl+Z undoing the last change, a quantity whose save failed
 * marked on its cell with 'Tentar novamente' (the notice above the orders lists them too). An order that can no longer be
 * edited (DECISIONS 13) shows its quantities without inputs.
 */
export function OrderItemsGrid({ idPedido, label, hiddenColumns, editable }: { idPedido: number; label: string; hiddenColumns: readonly string[]; editable: boolean }) {
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => selectGridItems(s, idPedido));
  const { status, error } = useAppSelector((s) => selectItemsStatus(s, idPedido));
  const sort = useAppSelector((s) => selectOrderSort(s, idPedido));
  const unsaved = useAppSelector(selectUnsavedItemIds);
  const waiting = useAppSelector(selectWaitingItemIds);
  const columnWidths = useAppSelector(selectColumnWidths);
  const onColumnWidthsChange = useCallback((widths: Record<string, number>) => dispatch(automaticOrderActions.columnWidthsChosen(widths)), [dispatch]);
  const selection = useRowSelection(idPedido, items);
  const columns = useMemo(() => (editable ? [selection.column, ...ORDER_ITEM_COLUMNS] : READ_ONLY_ORDER_ITEM_COLUMNS), [editable, selection.column]);
  const massEditPatches = useAppSelector(selectMassEditPatches);
  // The row action 'Editar em massa' (orderItemColumns) opens the product's mass edit.
  const wrapper = useRowAction<PedidoItemDto>(MASS_EDIT_EVENT, (item) =>
    dispatch(massEditActions.massEditOpened({ idProduto: item.idProduto, codBarras: item.codigoBarras, descricao: item.descricaoProdutoCliente, fabricante: item.descricaoFabricanteCliente })),
  );

  const gridSort = useMemo<ServerSort | null>(() => (sort ? { colId: columnOfSort(sort.sort), direction: sort.asc ? 'asc' : 'desc' } : null), [sort]);

  const onEditRequest = useCallback(
    ({ row, value, startedWith }: GridEditRequest<PedidoItemDto>) => {
      const typed = value === null || value === undefined ? '' : String(value);
      const rules = rulesOf(row);
      const result = commitQuantity(typed, row.qtdePedida, rules);
      // The row the editor opened on: a change that arrived meanwhile is not overwritten unseen (the saga compares it with the store).
      if (result.changed) dispatch(automaticOrderActions.quantityEdited({ idPedido, id: row.id, qtdePedida: result.value, startedWith: startedWith && { qtdePedida: startedWith.qtdePedida, versao: startedWith.versao } }));
      return result.problem ? refusalText(typed, row.descricaoProdutoCliente, quantityProblemMessage(result.problem, rules)) : null;
    },
    [dispatch, idPedido],
  );
  const onUndo = useCallback(() => dispatch(automaticOrderActions.quantityUndoRequested()), [dispatch]);
  const onRetryUnsaved = useCallback(() => dispatch(automaticOrderActions.quantitySavesRetried()), [dispatch]);
  const onSortRequest = useCallback(
    (next: ServerSort | null) => {
      const key = sortKeyOf(next?.colId ?? gridSort?.colId ?? '');
      if (key) dispatch(automaticOrderActions.itemsSortClicked({ idPedido, sort: key }));
    },
    [dispatch, gridSort, idPedido],
  );

  if (status === 'failed' || items.length === 0) {
    return <LoadState className="order-items__state" status={status} error={error} loadingText={ITEMS_LOADING} emptyText={NO_ITEMS} onRetry={() => dispatch(automaticOrderActions.itemsReloadRequested(idPedido))} />;
  }
  // Room for a horizontal scrollbar too (when the user shows many columns), so the last row is never hidden.
  const height = Math.min(MAX_GRID_HEIGHT, HEADER_HEIGHT + items.length * ROW_HEIGHT + SCROLLBAR_ROOM);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys pressed in the grid's own cells bubble here for the row selection (Space, Ctrl+A); the grid is the interactive part
    <div ref={wrapper} className="order-items" aria-busy={status === 'loading'} onKeyDown={selection.onKeyDown}>
      <StoreGrid<PedidoItemDto>
        rows={items}
        columns={columns}
        rowId={rowId}
        onEditRequest={onEditRequest}
        onUndoRequest={onUndo}
        sort={gridSort}
        onSortRequest={onSortRequest}
        rowClass={rowClass}
        hiddenColumns={hiddenColumns}
        columnWidths={columnWidths}
        onColumnWidthsChange={onColumnWidthsChange}
        unsavedRows={unsaved}
        pendingRows={waiting}
        onRetryUnsaved={onRetryUnsaved}
        label={label}
        height={height}
        syncUpdateKey={massEditPatches}
      />
      <QuantityConflicts idPedido={idPedido} container={wrapper} />
    </div>
  );
}
