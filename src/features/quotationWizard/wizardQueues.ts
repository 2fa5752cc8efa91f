/** The wizard's save queues (entities/saves): item commands, purchase modes, payment terms. */
export const ITEMS_QUEUE = 'wizard/items';
export const MODES_QUEUE = 'wizard/modes';
export const TERMS_QUEUE = 'wizard/terms';
export const WIZARD_QUEUES = [ITEMS_QUEUE, MODES_QUEUE, TERMS_QUEUE] as const;
