import { useCallback, useMemo } from 'react';
import type { ItemRevisaoDto, PedidoRevisaoDto } from '../../../api/revisaoEnvioDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { commitQuantity, quantityProblemMessage, refusalText, rulesOf } from '../../../domain/orderQuantity';
import { isOrderEditable } from '../../../domain/orderStatus';
import { StoreGrid, type GridEditRequest } from '../../../shared/grid/StoreGrid';
import { Pager } from '../../../shared/ui/Pager';
import { selectItems, selectReviewConflicts, selectReviewRoute, selectUnsavedReviewItems } from '../orderReviewSelectors';
import { conflictChoices, type ItemConflict } from '../../../entities/saves/itemConflicts';
import { RowConflicts } from '../../../shared/ui/CellConflictPopover';
import { orderReviewActions, ITEMS_PAGE_SIZE, ITEMS_PAGE_SIZES } from '../orderReviewSlice';
import { ITEMS_PER_PAGE, LOADING_ITEMS, NO_ITEMS } from '../orderReviewTexts';
import { LoadState } from '../../../shared/ui/LoadState';
import { reviewItemColumns } from './reviewItemColumns';
import { DELETE_ITEM_EVENT } from './deleteItemColumn';
import { itemDeletionActions } from '../itemDeletionSlice';
import { useRowAction } from '../../../shared/grid/useRowAction';

const ROW_HEIGHT = 34;
const HEADER_HEIGHT = 38;
const SCROLLBAR_ROOM = 20;
const MAX_GRID_HEIGHT = 560;

const rowId = (item: ItemRevisaoDto) => String(item.id);

/**
 * An order's items in AG Grid, paged by the server (10 per page; the page-size selector shows
 * when there are more than 10). Quantities are editable only before sending (DECISIONS 13) with
 * the review rules of spec 03 §5 (domain/orderQuantity); combo items stay disabled.
 */
export function ReviewItemsGrid({ order }: { order: PedidoRevisaoDto }) {
  const dispatch = useAppDispatch();
  const { idPedido } = order;
  const { rows, status, error, page, size, total } = useAppSelector((s) => selectItems(s, idPedido));
  const editable = isOrderEditable(order.situacaoPedido);
  const route = useAppSelector(selectReviewRoute);
  const columns = useMemo(() => reviewItemColumns({ situacao: order.situacaoPedido, editable, looping: order.looping > 0, deletable: editable, route }), [order.situacaoPedido, editable, order.looping, route]);
  // The row's delete icon (deleteItemColumn) asks for the confirmation.
  const wrapper = useRowAction<ItemRevisaoDto>(DELETE_ITEM_EVENT, (item) =>
    dispatch(itemDeletionActions.itemDeletionAsked({ idPedido, id: item.id, produto: item.descricaoProdutoCliente, filial: order.nomeFantasiaCliente })),
  );
  const unsaved = useAppSelector(selectUnsavedReviewItems);
  const allConflicts = useAppSelector(selectReviewConflicts);
  const conflicts = useMemo(() => allConflicts.filter((c) => c.idPedido === idPedido), [allConflicts, idPedido]);
  const onRetryUnsaved = useCallback(() => dispatch(orderReviewActions.quantitySavesRetried()), [dispatch]);
  const goTo = useCallback((next: number, nextSize = size) => dispatch(orderReviewActions.itemsPageRequested({ idPedido, page: next, size: nextSize })), [dispatch, idPedido, size]);

  const onEditRequest = useCallback(
    ({ row, value, startedWith }: GridEditRequest<ItemRevisaoDto>) => {
      const rules = rulesOf(row);
      const typed = value === null || value === undefined ? '' : String(value);
      const result = commitQuantity(typed, row.qtdePedida, rules);
      if (result.changed) dispatch(orderReviewActions.quantityEdited({ idPedido, id: row.id, qtdePedida: result.value, startedWith: startedWith && { qtdePedida: startedWith.qtdePedida, versao: startedWith.versao } }));
      return result.problem ? refusalText(typed, row.descricaoProdutoCliente, quantityProblemMessage(result.problem, rules)) : null;
    },
    [dispatch, idPedido],
  );

  if (status === 'failed' || rows.length === 0) {
    return <LoadState className="review-items__state" status={status} error={error} loadingText={LOADING_ITEMS} emptyText={NO_ITEMS} onRetry={() => goTo(page)} />;
  }
  const height = Math.min(MAX_GRID_HEIGHT, HEADER_HEIGHT + rows.length * ROW_HEIGHT + SCROLLBAR_ROOM);
  return (
    <div className="review-items" aria-busy={status === 'loading'} ref={wrapper}>
      <StoreGrid<ItemRevisaoDto> rows={rows} columns={columns} rowId={rowId} onEditRequest={onEditRequest} unsavedRows={unsaved} onRetryUnsaved={onRetryUnsaved} label={`Produtos do pedido de ${order.nomeFantasiaCliente}`} height={height} />
      <RowConflicts<ItemConflict> conflicts={conflicts} container={wrapper} colId="qtdePedida" {...conflictChoices(dispatch)} />
      {total > ITEMS_PAGE_SIZE && <Pager total={total} page={page} size={size} onPageChange={(next) => goTo(next)} onSizeChange={(next) => goTo(0, next)} sizeOptions={ITEMS_PAGE_SIZES} sizeLabel={ITEMS_PER_PAGE} minTotal={ITEMS_PAGE_SIZE} />}
    </div>
  );
}
