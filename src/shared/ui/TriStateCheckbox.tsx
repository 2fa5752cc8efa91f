import { useEffect, useRef } from 'react';

export type TriState = 'checked' | 'unchecked' | 'mixed';

/** A checkbox with a mixed state (some of what it stands for is checked), announced as such by screen readers. */
export function TriStateCheckbox({ state, label, onToggle, className, disabled }: { state: TriState; label: string; onToggle: () => void; className?: string; disabled?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  return <input ref={ref} type="checkbox" className={className} aria-label={label} checked={state === 'checked'} disabled={disabled} onChange={onToggle} />;
}
