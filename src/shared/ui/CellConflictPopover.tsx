import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import './CellConflictPopover.css';

/** What the buyer reads on a value changed elsewhere (docs/api.md "Versioned writes"), verbatim. */
export const CONFLICT_TITLE = 'Este valor foi alterado em outra sessão.';
export const KEEP_MINE = 'Manter o meu';
export const TAKE_CURRENT = 'Usar o valor atual';

export interface CellConflictPopoverProps {
  /** The element holding the table; the cell is looked for inside it. */
  container: RefObject<HTMLElement | null>;
  /** The cell the popover points at (a CSS selector inside the container). */
  cellSelector: string;
  /** What the value is (the product), for the popover's name. */
  subject: string;
  mine: string;
  current: string;
  onKeepMine: () => void;
  onTakeCurrent: () => void;
}

interface Place {
  top: number;
  left: number;
}

const MARGIN = 8;

/** Under the cell (above it when there is no room below), always inside the window. */
function placeOf(cell: Element | null, container: HTMLElement | null, popover: HTMLElement | null): Place | null {
  const anchor = cell ?? container;
  if (!anchor) return null;
  const box = anchor.getBoundingClientRect();
  const height = popover?.offsetHeight ?? 0;
  const width = popover?.offsetWidth ?? 0;
  const below = cell ? box.bottom + 4 : box.top;
  const top = below + height + MARGIN > window.innerHeight ? box.top - height - 4 : below;
  return {
    top: Math.max(MARGIN, Math.min(top, window.innerHeight - height - MARGIN)),
    left: Math.max(MARGIN, Math.min(box.left, window.innerWidth - width - MARGIN)),
  };
}

/**
 * A value the server refused because it changed elsewhere since it was read: a small dialog
 * anchored under its cell (fixed, following scrolls), the cell described by it
 * (aria-describedby), with the other value and 'Manter o meu' / 'Usar o valor atual'. It comes
 * after the table in the page, so Tab from the table reaches its buttons. The same anchoring as
 * the refused value's reason at the cell; for any table (no domain).
 */
export function CellConflictPopover({ container, cellSelector, subject, mine, current, onKeepMine, onTakeCurrent }: CellConflictPopoverProps) {
  const id = useId();
  const [place, setPlace] = useState<Place | null>(null);
  const self = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const measure = () => setPlace(placeOf(container.current?.querySelector(cellSelector) ?? null, container.current, self.current));
    measure();
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [container, cellSelector]);

  // The cell is described by the popover while it shows (AG Grid keeps the cell's element while its row is rendered).
  useEffect(() => {
    const cell = container.current?.querySelector(cellSelector);
    if (!cell) return undefined;
    cell.setAttribute('aria-describedby', `${id}-text`);
    return () => cell.removeAttribute('aria-describedby');
  });

  return (
    <div ref={self} className="cell-conflict" role="dialog" aria-label={`${CONFLICT_TITLE} ${subject}`} style={place ? { top: place.top, left: place.left } : undefined}>
      <p id={`${id}-text`} className="cell-conflict__text">
        {CONFLICT_TITLE} Valor atual: <strong data-testid="conflict-current">{current}</strong>. Seu valor: <strong>{mine}</strong>.
      </p>
      <div className="cell-conflict__actions">
        <button type="button" className="btn btn--primary" onClick={onKeepMine}>
          {KEEP_MINE}
        </button>
        <button type="button" className="btn" onClick={onTakeCurrent}>
          {TAKE_CURRENT}
        </button>
      </div>
    </div>
  );
}

/** One row's value in conflict, as a table's conflicts list it. */
export interface RowConflict {
  saveId: string;
  id: number;
  label: string;
  mine: unknown;
  current: unknown;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The conflicts of one table, each anchored at its row's cell in column `colId` (rows found by AG Grid's row-id). */
export function RowConflicts<C extends RowConflict>({ conflicts, container, colId, cellSelector, onKeepMine, onTakeCurrent }: { conflicts: readonly C[]; container: RefObject<HTMLElement | null>; colId: string; /** Instead of the grid's row and column: the control inside the container. */ cellSelector?: string; onKeepMine: (conflict: C) => void; onTakeCurrent: (conflict: C) => void }) {
  return (
    <>
      {conflicts.map((conflict) => (
        <CellConflictPopover
          key={conflict.saveId}
          container={container}
          cellSelector={cellSelector ?? `[row-id="${conflict.id}"] [col-id="${colId}"]`}
          subject={conflict.label}
          mine={text(conflict.mine)}
          current={text(conflict.current)}
          onKeepMine={() => onKeepMine(conflict)}
          onTakeCurrent={() => onTakeCurrent(conflict)}
        />
      ))}
    </>
  );
}
