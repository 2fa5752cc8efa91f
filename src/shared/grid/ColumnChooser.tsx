import './columnKinds.css';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { readJson, userKey, writeJson } from '../lib/storage';
import { useDismiss } from '../ui/useDismiss';

export interface ChoosableColumn {
  key: string;
  header: string;
  visibleByDefault: boolean;
  /** Shown whatever the choice (not in the chooser). */
  always?: boolean;
}

export const COLUMNS_BUTTON = 'Colunas';
export const MIN_COLUMNS_TEXT = (min: number): string => `Você deve deixar pelo menos ${min} colunas visíveis.`;

/** The visible keys of a stored choice, kept to known keys; the defaults when missing or shorter than `min`. */
export function readVisibleColumns(stored: unknown, columns: readonly ChoosableColumn[], min: number): string[] {
  const defaults = columns.filter((column) => column.visibleByDefault).map((column) => column.key);
  if (!Array.isArray(stored)) return defaults;
  const known = stored.filter((key): key is string => typeof key === 'string' && columns.some((column) => column.key === key));
  return known.length >= min ? known : defaults;
}

/** A table's visible columns, kept on this device per user (`sub`) under `storageKey`. */
export function useStoredColumns(sub: string, storageKey: string, columns: readonly ChoosableColumn[], min: number): [string[], (keys: string[]) => void] {
  const [visible, setVisible] = useState<string[]>(() => readVisibleColumns(readJson<unknown>(userKey(sub, storageKey), null), columns, min));
  const choose = useCallback(
    (keys: string[]) => {
      setVisible(keys);
      if (sub) writeJson(userKey(sub, storageKey), keys);
    },
    [sub, storageKey],
  );
  // One value while the choice stands: the tables that read it through a context re-render only when it changes.
  return useMemo(() => [visible, choose], [visible, choose]);
}

/** A table's column chooser (spec 03 §3.3): a popover of checkboxes; at least `min` columns stay visible. */
export function ColumnChooser({ columns, visible, onChange, min, label }: { columns: readonly ChoosableColumn[]; visible: readonly string[]; onChange: (keys: string[]) => void; min: number; label: string }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [warning, setWarning] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // A press or the focus elsewhere closes it (a popover: Tab leaves it).
  useDismiss(root, open, () => setOpen(false));
  const choosable = columns.filter((column) => !column.always);
  const toggle = (key: string): void => {
    const next = visible.includes(key) ? visible.filter((k) => k !== key) : choosable.map((column) => column.key).filter((k) => k === key || visible.includes(k));
    if (next.length < min) {
      setWarning(true);
      return;
    }
    setWarning(false);
    onChange(next);
  };
  return (
    <div ref={root} className="column-chooser">
      <button type="button" className="btn btn--small" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {COLUMNS_BUTTON}
      </button>
      {open && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog or popover closes on Escape from anywhere inside it (the key handler belongs on its container)
        <fieldset id={panelId} className="column-chooser__panel" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
          <legend>{label}</legend>
          {choosable.map((column) => (
            <label key={column.key}>
              <input type="checkbox" checked={visible.includes(column.key)} onChange={() => toggle(column.key)} />
              {column.header}
            </label>
          ))}
          {warning && (
            <p className="column-chooser__warning" role="alert">
              {MIN_COLUMNS_TEXT(min)}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
