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
    // Its id joins what already describes the anchor (a rule's hint, an unresolved reason).
    const tokens = (anchor.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!tokens.includes(id)) anchor.setAttribute('aria-describedby', [...tokens, id].join(' '));
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
      const left = (anchor.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token !== '' && token !== id);
      if (left.length > 0) anchor.setAttribute('aria-describedby', left.join(' '));
      else anchor.removeAttribute('aria-describedby');
    };
  }, [anchor, id]);

  return (
    <div ref={ref} id={id} role="alert" className="refusal-tip" style={position ?? { top: 0, left: 0 }}>
      {children}
    </div>
  );
}
