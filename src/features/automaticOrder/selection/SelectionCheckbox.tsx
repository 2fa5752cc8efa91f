import { useEffect, useRef } from 'react';
import type { CheckState } from '../../../domain/orderSelection';

/** A checkbox with the mixed state (some children checked), announced as such. */
export function SelectionCheckbox({ state, label, onToggle, className }: { state: CheckState; label: string; onToggle: () => void; className?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  return <input ref={ref} type="checkbox" className={className} aria-label={label} checked={state === 'checked'} onChange={onToggle} />;
}
