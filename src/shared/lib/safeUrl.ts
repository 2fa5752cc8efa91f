/**
 * An address from the server that a link, image or new window may open (issue 17 item 6): an
 * http(s) URL or a path of this site. Anything else — javascript:, vbscript:, data:, a
 * protocol-relative '//host' — gives null, however it is disguised (case, blanks, control characters).
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const bare = Array.from(url.trim()).filter((c) => c.charCodeAt(0) > 0x20).join('');
  if (bare.startsWith('/') && !bare.startsWith('//') && !bare.startsWith('/\\')) return url.trim();
  return /^https?:\/\//i.test(bare) && /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}
