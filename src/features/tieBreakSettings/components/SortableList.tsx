import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PreferenceEntry } from '../tieBreakSettingsSlice';
import { moveDownLabel, moveUpLabel, SORT_HELP } from '../tieBreakSettingsTexts';

interface SortableListProps {
  label: string;
  entries: readonly PreferenceEntry[];
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
}

/**
 * A list ordered by drag and drop, by its rows' ▲/▼ buttons, or by keyboard (the listbox-style pattern: Space picks the
 * focused entry up, the arrows move it, Space or Enter drops it, Escape puts it back), and
 * each move is announced in a polite live region. Arrows without a picked entry move the focus.
 */
export function SortableList({ label, entries, onMove, disabled = false }: SortableListProps) {
  const [picked, setPicked] = useState<{ key: string; from: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const focusKey = useRef<string | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());

  useEffect(() => {
    if (focusKey.current) items.current.get(focusKey.current)?.focus();
  }, [entries]);

  const announce = (entry: PreferenceEntry, index: number, action: string) => setAnnouncement(`${entry.label}: ${action}, posição ${index + 1} de ${entries.length}.`);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= entries.length || from === to) return;
    focusKey.current = entries[from].key;
    onMove(from, to);
    announce(entries[from], to, 'movido');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (disabled) return;
    const entry = entries[index];
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (event.key === ' ' || (event.key === 'Enter' && picked)) {
      event.preventDefault();
      if (picked) {
        setPicked(null);
        announce(entry, index, 'solto');
      } else {
        setPicked({ key: entry.key, from: index });
        announce(entry, index, 'pego; use as setas para mover');
      }
    } else if (event.key === 'Escape' && picked) {
      event.preventDefault();
      setPicked(null);
      move(index, picked.from);
      announce(entry, picked.from, 'movimento cancelado');
    } else if (step !== 0) {
      event.preventDefault();
      if (picked) move(index, index + step);
      else items.current.get(entries[index + step]?.key ?? '')?.focus();
    }
  };

  return (
    <div className="sortable">
      <p className="sortable__help" id="sortable-help">
        {SORT_HELP}
      </p>
      <ol className="sortable__list" aria-label={label} aria-describedby="sortable-help">
        {entries.map((entry, index) => (
          // A sortable item is one Tab stop that Space picks up and the arrows move (the keyboard's way to drag): it takes focus and keys.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <li
            key={entry.key}
            ref={(node) => {
              if (node) items.current.set(entry.key, node);
              else items.current.delete(entry.key);
            }}
            className={`sortable__item${picked?.key === entry.key ? ' sortable__item--picked' : ''}${dragged === index ? ' sortable__item--dragged' : ''}`}
            tabIndex={0} // eslint-disable-line jsx-a11y/no-noninteractive-tabindex
            aria-roledescription="item ordenável"
            aria-label={`${index + 1}º: ${entry.label}`}
            draggable={!disabled}
            onKeyDown={(event) => onKeyDown(event, index)}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', entry.key);
              setDragged(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
          >
            <span className="sortable__position">{index + 1}º</span>
            <span className="sortable__label" title={entry.label}>
              {entry.label}
            </span>
            {/* A click alternative to dragging (WCAG 2.2 SC 2.5.7); the row stays the one Tab stop (the keyboard moves it with Space and the arrows). */}
            <span className="sortable__moves">
              <button type="button" className="sortable__move" tabIndex={-1} aria-label={moveUpLabel(entry.label)} title={moveUpLabel(entry.label)} disabled={disabled || index === 0} onClick={() => move(index, index - 1)}>
                ▲
              </button>
              <button type="button" className="sortable__move" tabIndex={-1} aria-label={moveDownLabel(entry.label)} title={moveDownLabel(entry.label)} disabled={disabled || index === entries.length - 1} onClick={() => move(index, index + 1)}>
                ▼
              </button>
            </span>
            <span className="sortable__handle" aria-hidden="true">
              ⠿
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
