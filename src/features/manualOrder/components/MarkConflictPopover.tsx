import type { RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CellConflictPopover } from '../../../shared/ui/CellConflictPopover';
import { answerToggleRequested, markConflictClosed, productToggleRequested } from '../manualOrderEvents';
import { currentMarkText, markText } from '../markConflicts';

/**
 * A mark (the answer's 'Comprar' or the product's checkbox) refused because the product changed
 * in another session (docs/api.md "Versioned writes"): the mark shows the server's value; at it,
 * the buyer's toggle with 'Manter o meu' (the toggle goes again, over the version now shown) and
 * 'Usar o valor atual' (nothing is sent).
 */
export function MarkConflictPopover({ idItem, idAnswer, container, subject }: { idItem: number; idAnswer?: number; container: RefObject<HTMLElement | null>; subject: string }) {
  const dispatch = useAppDispatch();
  const conflict = useAppSelector((s) => s.manualOrderDialogs.markConflicts[idItem]);
  if (!conflict || conflict.idAnswer !== idAnswer) return null;
  const keepMine = () => {
    dispatch(markConflictClosed({ idItem }));
    dispatch(idAnswer === undefined ? productToggleRequested({ idItem, checked: conflict.checked }) : answerToggleRequested({ idAnswer, checked: conflict.checked }));
  };
  return (
    <CellConflictPopover
      container={container}
      cellSelector='input[type="checkbox"]'
      subject={subject}
      mine={markText(conflict.checked)}
      current={currentMarkText(conflict)}
      onKeepMine={keepMine}
      onTakeCurrent={() => dispatch(markConflictClosed({ idItem }))}
    />
  );
}
