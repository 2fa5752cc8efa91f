import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { opportunityActions } from './opportunitySlice';
import type { OpportunityState } from './opportunitySlice';
import { SEND_TO_OPPORTUNITY, SEND_TO_OPPORTUNITY_HINT } from './opportunityTexts';

type State = { automaticOrderOpportunity: OpportunityState };

/** 'Enviar para Oportunidade': shown when the quotation has opportunity products (spec 03 §7.1). */
export function OpportunityButton() {
  const dispatch = useAppDispatch();
  const { available, sending } = useAppSelector((st: State) => st.automaticOrderOpportunity);
  if (available === 0) return null;
  return (
    <button type="button" className="btn" title={SEND_TO_OPPORTUNITY_HINT} disabled={sending} aria-busy={sending} onClick={() => dispatch(opportunityActions.sendRequested())}>
      {SEND_TO_OPPORTUNITY}
    </button>
  );
}
