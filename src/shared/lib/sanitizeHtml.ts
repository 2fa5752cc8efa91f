/**
 * The one HTML sanitizer (issue 17 item 6). Every `dangerouslySetInnerHTML` takes a call of
 * `sanitizeHtml` (eslint.config.mjs enforces it). DOMPurify and its rules live in a lazy chunk
 * (htmlPurifier.ts) so the first page does not pay for them; until `loadSanitizer()` has
 * resolved, `sanitizeHtml` gives empty markup rather than anything unsanitized.
 */
type Purify = (html: string) => string;

let purify: Purify | null = null;
let loading: Promise<void> | null = null;

export const sanitizerReady = (): boolean => purify !== null;

export function loadSanitizer(): Promise<void> {
  loading ??= import('./htmlPurifier').then((module) => {
    purify = module.purifyHtml;
  });
  return loading;
}

/** Safe markup for `dangerouslySetInnerHTML`: only simple formatting and http(s)/mailto/tel links survive. */
export function sanitizeHtml(html: string): { __html: string } {
  return { __html: purify ? purify(html) : '' };
}
