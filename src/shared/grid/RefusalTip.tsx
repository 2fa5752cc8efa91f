import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { placeTip } from './refusalTip';
import './columnKinds.css';

/**
 * Why a typed value was refused, at its cell (spec 03 §5 gives these texts as tooltips at the
 * cell): anchored to the cell (which names it with aria-describedby), announced (role=alert),
 * kept inside the viewport while the page or the table scrolls, until the next edit.
 */
export function RefusalTip({ id, anchor, children }: { id: string; anchor: HTMLElement | null; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    if (!anchor) return undefined;
    anchor.setAttribute('aria-describedby', id);
    const place = () => {
      const tip = ref.current;
      if (!tip || !anchor.isConnected) return;
      setPosition(placeTip(anchor.getBoundingClientRect(), { width: tip.offsetWidth, height: tip.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }));
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      if (anchor.getAttribute('aria-describedby') === id) anchor.removeAttribute('aria-describedby');
    };
  }, [anchor, id]);

  return (
    <div ref={ref} id={id} role="alert" className="refusal-tip" style={position ?? { top: 0, left: 0 }}>
      {children}
    </div>
  );
}
