/** The save queue of the review page's quantities (entities/saves). */
export const REVIEW_QUANTITY_QUEUE = 'orderReview/quantities';

export const reviewQuantitySaveKey = (id: number): string => `item:${id}`;
