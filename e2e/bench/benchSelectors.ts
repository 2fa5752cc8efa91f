/** The review's supplier toggle: in the supplier's heading, beside its selection box (not a representative's). */
export const REVIEW_SUPPLIER_TOGGLE = '.review-supplier > .review-heading--selectable > .review-heading > .review-toggle';
