import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { keepTabInside } from '../../../shared/ui/focusTrap';
import { inertOutside } from '../../../shared/ui/inertOutside';
import { selectTour } from '../orderPreferencesSelectors';
import { orderPreferencesActions, TOUR_STEPS } from '../orderPreferencesSlice';
import { TOUR_TEXTS } from '../orderPreferencesTexts';
import { placeBubble, type Box, type Placement } from '../tour/tourPlacement';
import { TOUR, tourTarget } from '../tour/tourSteps';

const RING = 4;

interface Layout {
  ring: Box;
  bubble: Placement;
}

/** The four dimmed panels around the ring: the step's element stays lit. */
const dimsAround = (ring: Box): React.CSSProperties[] => [
  { top: 0, left: 0, right: 0, height: Math.max(0, ring.top) },
  { top: ring.top + ring.height, left: 0, right: 0, bottom: 0 },
  { top: ring.top, height: ring.height, left: 0, width: Math.max(0, ring.left) },
  { top: ring.top, height: ring.height, left: ring.left + ring.width, right: 0 },
];

const toBox = (rect: DOMRect): Box => ({ top: rect.top - RING, left: rect.left - RING, width: rect.width + 2 * RING, height: rect.height + 2 * RING });

/** Measures the step's target and the bubble, and places the bubble beside the target (tour/tourPlacement.ts). */
function useStepLayout(step: number, bubbleRef: React.RefObject<HTMLDivElement | null>): Layout | null {
  const [layout, setLayout] = useState<Layout | null>(null);
  const measure = useCallback(() => {
    const target = tourTarget(TOUR[step]);
    const bubble = bubbleRef.current;
    if (!target || !bubble) return;
    const ring = toBox(target.getBoundingClientRect());
    const size = bubble.getBoundingClientRect();
    setLayout({ ring, bubble: placeBubble(ring, { width: size.width, height: size.height }, { width: window.innerWidth, height: window.innerHeight }) });
  }, [step, bubbleRef]);

  useLayoutEffect(() => {
    tourTarget(TOUR[step])?.scrollIntoView?.({ block: 'center', inline: 'nearest' });
    measure();
  }, [step, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [measure]);
  return layout;
}

/**
 * The review page's 6-step tour (spec 03 §2.6; docs/decisions.md "Order preferences"): the step's
 * element is ringed and the rest dimmed; the bubble sits beside it, inside the viewport, never
 * over it. 'Anterior', 'Próximo', 'Pular' and 'Concluir'; Esc skips; Tab stays in the bubble.
 */
export function PreferencesTour() {
  const dispatch = useAppDispatch();
  const { step } = useAppSelector(selectTour);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const titleId = useId();
  const textId = useId();
  const layout = useStepLayout(step, bubbleRef);
  const last = step === TOUR_STEPS - 1;
  const current = TOUR[step];

  useEffect(() => primaryRef.current?.focus(), [step]);
  // A modal tour: the page under it is inert while it runs (the ring only shows where the step is).
  useEffect(() => {
    const root = bubbleRef.current?.closest('.review-tour');
    return root ? inertOutside(root) : undefined;
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dispatch(orderPreferencesActions.tourEnded());
      return;
    }
    if (event.key === 'Tab' && bubbleRef.current) keepTabInside(event, bubbleRef.current);
  };

  return createPortal(
    <div className="review-tour">
      <div className="review-tour__blocker" aria-hidden="true" />
      {layout && dimsAround(layout.ring).map((style, at) => <div key={at} className="review-tour__dim" style={style} aria-hidden="true" />)}
      {layout && <div className="review-tour__ring" style={{ top: layout.ring.top, left: layout.ring.left, width: layout.ring.width, height: layout.ring.height }} aria-hidden="true" />}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog or popover closes on Escape from anywhere inside it (the key handler belongs on its container) */}
      <div
        ref={bubbleRef}
        className={`review-tour__bubble review-tour__bubble--${layout?.bubble.side ?? 'below'}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${labelId} ${titleId}`}
        aria-describedby={textId}
        style={layout ? { top: layout.bubble.top, left: layout.bubble.left } : { top: 0, left: 0, visibility: 'hidden' }}
        onKeyDown={onKeyDown}
      >
        <span id={labelId} className="visually-hidden">
          {TOUR_TEXTS.label}:
        </span>
        <p className="review-tour__counter">{TOUR_TEXTS.counter(step + 1, TOUR_STEPS)}</p>
        <h2 id={titleId} className="review-tour__title">
          {current.title}
        </h2>
        <p id={textId} className="review-tour__text">
          {current.text}
        </p>
        <div className="review-tour__actions">
          <button type="button" className="btn btn--link" onClick={() => dispatch(orderPreferencesActions.tourEnded())}>
            {TOUR_TEXTS.skip}
          </button>
          <span className="review-tour__nav">
            <button type="button" className="btn" disabled={step === 0} onClick={() => dispatch(orderPreferencesActions.tourStepChosen(step - 1))}>
              {TOUR_TEXTS.previous}
            </button>
            <button ref={primaryRef} type="button" className="btn btn--primary" onClick={() => dispatch(last ? orderPreferencesActions.tourEnded() : orderPreferencesActions.tourStepChosen(step + 1))}>
              {last ? TOUR_TEXTS.finish : TOUR_TEXTS.next}
            </button>
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
