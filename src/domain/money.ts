/** A money value rounded to cents (half away from zero on the binary value, as every total of the product is). */
export const cents = (value: number): number => Math.round(value * 100) / 100;
