import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectHiddenColumns } from '../automaticOrderSelectors';
import { automaticOrderActions } from '../automaticOrderSlice';
import { columnChoiceProblem } from './columnChoice';
import { ALWAYS_VISIBLE_COLUMN, ITEM_COLUMNS } from './itemColumns';
import { useDismiss } from '../../../shared/ui/useDismiss';

/**
 * The column-visibility popover of the product tables (spec 03 §3.3, §5): at least five columns,
 * PMC/PF always, an unchanged choice says so. 'Aplicar' shows the choice in every open table and
 * saves it for the user. Opening moves the focus to the first column; Esc, 'Cancelar' and 'Aplicar'
 * give it back to the 'Colunas' button (issue 17 item 9: the panel was out of reach of Esc).
 */
export function ColumnPicker() {
  const dispatch = useAppDispatch();
  const hidden = useAppSelector(selectHiddenColumns);
  const [draft, setDraft] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const current = ITEM_COLUMNS.filter((c) => !hidden.includes(c.colId)).map((c) => c.colId);
  const open = draft !== null;
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [open]);
  const close = () => {
    setDraft(null);
    setProblem(null);
    toggleRef.current?.focus();
  };
  // A press or the focus elsewhere closes it without applying (a popover, not a dialog: Tab leaves it).
  useDismiss(panelRef, open, () => {
    setDraft(null);
    setProblem(null);
  }, [toggleRef]);
  const toggle = (colId: string, on: boolean) => setDraft((d) => (d ? (on ? [...d, colId] : d.filter((id) => id !== colId)) : d));
  const apply = () => {
    if (!draft) return;
    const found = columnChoiceProblem(draft, current);
    setProblem(found);
    if (found) return;
    dispatch(automaticOrderActions.columnsChosen(ITEM_COLUMNS.map((c) => c.colId).filter((id) => !draft.includes(id))));
    close();
  };
  return (
    <div className="column-picker">
      <button ref={toggleRef} type="button" className="btn btn--small" aria-expanded={open} aria-controls={panelId} onClick={() => (open ? close() : setDraft(current))}>
        Colunas
      </button>
      {open && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog or popover closes on Escape from anywhere inside it (the key handler belongs on its container)
        <div ref={panelRef} id={panelId} className="column-picker__panel" role="dialog" aria-label="Colunas da tabela de produtos" onKeyDown={(e) => e.key === 'Escape' && close()}>
          <fieldset>
            <legend>Colunas visíveis</legend>
            {ITEM_COLUMNS.map((column) => (
              <label key={column.colId}>
                <input
                  type="checkbox"
                  checked={column.colId === ALWAYS_VISIBLE_COLUMN || draft.includes(column.colId)}
                  disabled={column.colId === ALWAYS_VISIBLE_COLUMN}
                  onChange={(e) => toggle(column.colId, e.target.checked)}
                />{' '}
                {column.name}
              </label>
            ))}
          </fieldset>
          {problem && (
            <p className="column-picker__problem" role="alert">
              {problem}
            </p>
          )}
          <div className="column-picker__buttons">
            <button type="button" className="btn btn--small" onClick={close}>
              Cancelar
            </button>
            <button type="button" className="btn btn--small btn--primary" onClick={apply}>
              Aplicar
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
