import DOMPurify from 'dompurify';

/**
 * DOMPurify with the alert box's rules (issue 17 item 6), loaded lazily by sanitizeHtml.ts (the
 * only module that may import it): simple formatting only, links only to https, http, mailto or
 * tel, and any link that opens a new window gets rel="noopener noreferrer".
 */
const ALLOWED_TAGS = ['a', 'b', 'i', 'u', 'strong', 'em', 'br', 'p', 'ul', 'ol', 'li', 'span'];
const ALLOWED_ATTR = ['href', 'target', 'title'];
const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  // DOMPurify's own URI check already ran; links are narrowed further to these schemes here.
  const href = node.getAttribute('href');
  if (href !== null && !SAFE_LINK.test(href.trim())) node.removeAttribute('href');
  const target = node.getAttribute('target');
  if (target !== null && target !== '_blank' && target !== '_self') node.removeAttribute('target');
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export function purifyHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
