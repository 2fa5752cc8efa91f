import { randomBytes } from 'node:crypto';

/**
 * The production server's security headers (issue 17 items 1, 2 and 7), in one place: the mock's
 * `serve:dist` sends exactly these, and docs/deploy.md gives the same for nginx.
 *
 * The policy is a strict, nonce-based CSP (docs/decisions.md "Embedding and CSP"):
 * - script-src: no inline script, no inline event handler, no eval: an inline script runs only
 *   with this response's nonce (the server writes it into the HTML's script tags; the build has
 *   none). Script files come from this origin (the build, webpack's lazy chunks; the API answers
 *   JSON under nosniff, which a browser will not run) and from the configured chat widget's
 *   origin. No 'strict-dynamic': with it, an inline script created through the DOM runs
 *   (Chromium), which is exactly what the browser test injects (docs/decisions.md).
 * - style-src keeps 'unsafe-inline': the chat widget and the grid write style elements without a
 *   nonce; styles cannot run script.
 * - connect-src: this origin plus the API, document store and error reporting origins of the
 *   runtime configuration when they are elsewhere.
 * - frame-ancestors: the configured allowedParentOrigins ('none' when there are none).
 * - object-src 'none', base-uri 'none', form-action 'self'; violations go to report-uri.
 */
export interface SecurityConfig {
  apiBaseUrl?: string;
  documentStore?: { url?: string };
  allowedParentOrigins?: string[];
  errorReportingDsn?: string;
  chatWidgetScript?: string;
}

/** Where browsers post violation reports (the mock stores them: docs/api.md). */
export const CSP_REPORT_PATH = '/api/__mock/csp-reports';

/** A fresh nonce per response: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The origin of an absolute http(s) address; none for a path on this origin. */
function originOf(address: string | undefined): string[] {
  if (!address || !/^https?:\/\//.test(address)) return [];
  try {
    return [new URL(address).origin];
  } catch {
    return [];
  }
}

const unique = (values: string[]) => [...new Set(values)];

export function contentSecurityPolicy(config: SecurityConfig, nonce: string, reportUri = CSP_REPORT_PATH): string {
  const parents = config.allowedParentOrigins ?? [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [`'nonce-${nonce}'`, "'self'", ...originOf(config.chatWidgetScript), "'report-sample'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", ...originOf(config.apiBaseUrl), ...originOf(config.documentStore?.url), ...originOf(config.errorReportingDsn)])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', parents.length ? unique(parents) : ["'none'"]],
    ['report-uri', [reportUri]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Sent with every response of the production server, pages, files and API alike. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'strict-origin',
  'X-Content-Type-Options': 'nosniff',
};

/** Every header the production server sends with a page (the CSP is the page's own, with its nonce). */
export function securityHeaders(config: SecurityConfig, nonce: string): Record<string, string> {
  return { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(config, nonce) };
}

/** index.html with the nonce on each of its script and style tags (webpack's HTML has no inline code). */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style)(?=[\s>])/g, `<$1 nonce="${nonce}"`);
}
