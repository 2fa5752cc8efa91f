import { Link } from 'react-router-dom';
import { BACK_TO_REVIEW, OPPORTUNITY_NOTICE, OPPORTUNITY_TITLE } from '../opportunityRouteTexts';

/** The opportunities route's notice: why the quantities are what they are, and the way back to the whole review. */
export function OpportunityRouteNotice({ idCotacao }: { idCotacao: number }) {
  return (
    <section className="order-review__opportunity" aria-label={OPPORTUNITY_TITLE}>
      <h2 className="order-review__opportunity-title">{OPPORTUNITY_TITLE}</h2>
      <p role="note">{OPPORTUNITY_NOTICE}</p>
      <Link className="btn" to={`/revisao-envio/${idCotacao}`}>
        {BACK_TO_REVIEW}
      </Link>
    </section>
  );
}
