import { useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { PedidoItemDto } from '../../../api/dto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { itemChecked } from '../../../domain/orderSelection';
import { selectOrderCount } from '../automaticOrderSelectors';
import { selectSelection } from './selectionSelectors';
import { selectionActions } from './selectionSlice';
import { SELECTION_COLUMN, selectionColumn } from './selectionColumn';

/**
 * The product checkboxes of one branch order's grid: a column made once per grid (its renderer
 * reads the latest selection through a ref), its rendered cells told when the selection changes, and
 * Space on a focused checkbox cell toggling it from the keyboard.
 */
export function useRowSelection(idPedido: number, items: readonly PedidoItemDto[]) {
  const dispatch = useAppDispatch();
  const selection = useAppSelector(selectSelection);
  const orderCount = useAppSelector(selectOrderCount);
  const latest = useRef({ selection, itemCount: items.length, orderCount });
  useLayoutEffect(() => {
    latest.current = { selection, itemCount: items.length, orderCount };
  });

  const listeners = useRef(new Set<() => void>());
  const column = useMemo(
    () =>
      selectionColumn({
        isChecked: (item) => itemChecked(latest.current.selection, idPedido, item.id),
        toggle: (item) => dispatch(selectionActions.itemSelectionToggled({ idPedido, id: item.id, itemCount: latest.current.itemCount, orderCount: latest.current.orderCount })),
        subscribe: (listener) => {
          listeners.current.add(listener);
          return () => listeners.current.delete(listener);
        },
      }),
    [dispatch, idPedido],
  );

  useEffect(() => {
    for (const listener of listeners.current) listener();
  }, [selection]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== ' ') return;
    const cell = (event.target as HTMLElement).closest(`.ag-cell[col-id="${SELECTION_COLUMN}"]`);
    const rowId = cell?.closest('[row-id]')?.getAttribute('row-id');
    const item = rowId ? items.find((candidate) => String(candidate.id) === rowId) : undefined;
    if (!item) return;
    event.preventDefault();
    dispatch(selectionActions.itemSelectionToggled({ idPedido, id: item.id, itemCount: items.length, orderCount }));
  };

  return { column, onKeyDown };
}
