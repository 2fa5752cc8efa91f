import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  /** Chooses a tab (on click, and as the focus moves: automatic activation). Absent: the tabs only show where one is (aria-disabled). */
  onSelect?: (id: T) => void;
  /** The id of each tab's element (the panel's aria-labelledby names it). */
  tabId: (id: T) => string;
  panelId: string;
  className: string;
  tabClassName: (selected: boolean) => string;
}

const KEYS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern: one Tab stop (the selected tab; roving tabindex), ←/→ move between
 * tabs (wrapping), Home/End to the first and last; moving selects the tab when it can be chosen.
 */
export function Tabs<T extends string>({ label, items, selected, onSelect, tabId, panelId, className, tabClassName }: TabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(at, items.length);
    refs.current[next]?.focus();
    if (onSelect && items[next].id !== selected) onSelect(items[next].id);
  };
  return (
    <div className={className} role="tablist" aria-label={label}>
      {items.map((item, at) => {
        const isSelected = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(element) => {
              refs.current[at] = element;
            }}
            id={tabId(item.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            aria-disabled={onSelect ? undefined : true}
            tabIndex={isSelected ? 0 : -1}
            className={tabClassName(isSelected)}
            onClick={() => onSelect && !isSelected && onSelect(item.id)}
            onKeyDown={(event) => onKeyDown(event, at)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
