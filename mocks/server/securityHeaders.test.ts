import fs from 'node:fs';
import path from 'node:path';
import { BASE_SECURITY_HEADERS, contentSecurityPolicy, newNonce, securityHeaders, withNonce } from './securityHeaders';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('production security headers', () => {
  it('frames only under the configured parent origins, and nowhere when there are none', () => {
    const policy = contentSecurityPolicy({ allowedParentOrigins: ['https://portal.exemplo.com.br', 'https://portal.exemplo.com.br'] }, 'n');
    expect(directive(policy, 'frame-ancestors')).toBe('frame-ancestors https://portal.exemplo.com.br');
    expect(directive(contentSecurityPolicy({}, 'n'), 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('runs inline script only with the nonce, files from here and the chat widget origin, and never plugins or another base', () => {
    const policy = contentSecurityPolicy({ chatWidgetScript: 'https://chat.fornecedor.example/widget.js?v=2' }, 'abc');
    expect(directive(policy, 'script-src')).toBe("script-src 'nonce-abc' 'self' https://chat.fornecedor.example 'report-sample'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'report-uri')).toBe('report-uri /api/__mock/csp-reports');
  });

  it('lets the app reach the configured API, document store and error reporting origins', () => {
    const policy = contentSecurityPolicy(
      { apiBaseUrl: 'https://api.exemplo.com.br/v1', documentStore: { url: '/api/docstore' }, errorReportingDsn: 'https://key@o1.ingest.sentry.io/5' },
      'n',
    );
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.exemplo.com.br https://o1.ingest.sentry.io");
  });

  it('sends the referrer policy and nosniff with the CSP, a fresh nonce each time, written into every script tag', () => {
    expect(securityHeaders({}, 'n')).toMatchObject({ 'Referrer-Policy': 'strict-origin', 'X-Content-Type-Options': 'nosniff' });
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    expect(withNonce('<script defer src=/main.js></script><script>x()</script><scripts>', 'N')).toBe('<script nonce="N" defer src=/main.js></script><script nonce="N">x()</script><scripts>');
  });

  it("the header's referrer policy is the one the page's own meta asks for (public/index.html)", () => {
    const html = fs.readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf-8');
    const meta = /<meta name="referrer" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBeDefined();
    expect(BASE_SECURITY_HEADERS['Referrer-Policy']).toBe(meta);
  });
});
