/** The save queue of the automatic order's quantities (entities/saves). */
export const QUANTITY_QUEUE = 'automaticOrder/quantities';

export const quantitySaveKey = (id: number): string => `item:${id}`;
