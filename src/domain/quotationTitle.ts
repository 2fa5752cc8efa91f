/** Spec 01 §2.6 / §9: titles over 30 characters are cut to 30 plus an ellipsis. */
export const TITLE_MAX_LENGTH = 30;
export const ELLIPSIS = '...';

export function truncateTitle(title: string, max = TITLE_MAX_LENGTH): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : title;
}
