import { useId, useRef, useState } from 'react';
import { useDismiss } from '../../../shared/ui/useDismiss';
import { COLUMNS, MIN_COLUMNS } from '../comboTexts';
import { COMBO_ITEM_COLUMNS, MIN_VISIBLE_COLUMNS } from './comboItemColumns';

/** The combo tables' column chooser (spec 03 §3.3): at least five columns stay visible; the choice is kept per user (useComboColumns). */
export function ComboColumnChooser({ visible, onChange }: { visible: readonly string[]; onChange: (keys: string[]) => void }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [warning, setWarning] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // A press or the focus elsewhere closes it (a popover: Tab leaves it).
  useDismiss(root, open, () => setOpen(false));
  const toggle = (key: string): void => {
    const next = visible.includes(key) ? visible.filter((k) => k !== key) : COMBO_ITEM_COLUMNS.map((column) => column.key).filter((k) => k === key || visible.includes(k));
    if (next.length < MIN_VISIBLE_COLUMNS) {
      setWarning(true);
      return;
    }
    setWarning(false);
    onChange(next);
  };
  return (
    <div ref={root} className="combo-columns">
      <button type="button" className="btn" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {COLUMNS}
      </button>
      {open && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog or popover closes on Escape from anywhere inside it (the key handler belongs on its container)
        <fieldset id={panelId} className="combo-columns__panel" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
          <legend>Colunas visíveis</legend>
          {COMBO_ITEM_COLUMNS.map((column) => (
            <label key={column.key}>
              <input type="checkbox" checked={visible.includes(column.key)} onChange={() => toggle(column.key)} />
              {column.header}
            </label>
          ))}
          {warning && (
            <p className="combo-columns__warning" role="alert">
              {MIN_COLUMNS}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
