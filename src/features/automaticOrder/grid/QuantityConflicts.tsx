import { useMemo, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { conflictChoices, type ItemConflict } from '../../../entities/saves/itemConflicts';
import { RowConflicts } from '../../../shared/ui/CellConflictPopover';
import { selectQuantityConflicts } from '../automaticOrderSelectors';

/** An open order's quantities changed elsewhere since they were read: the other value at the cell, with 'Manter o meu' / 'Usar o valor atual'. */
export function QuantityConflicts({ idPedido, container }: { idPedido: number; container: RefObject<HTMLElement | null> }) {
  const dispatch = useAppDispatch();
  const all = useAppSelector(selectQuantityConflicts);
  const conflicts = useMemo(() => all.filter((conflict) => conflict.idPedido === idPedido), [all, idPedido]);
  return <RowConflicts<ItemConflict> conflicts={conflicts} container={container} colId="qtdePedida" {...conflictChoices(dispatch)} />;
}
