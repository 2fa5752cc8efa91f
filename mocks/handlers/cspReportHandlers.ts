import { http, HttpResponse } from 'msw';
import { api } from './context';

/**
 * The CSP violation report endpoint of the production server's policy (mocks/server/securityHeaders.ts,
 * report-uri). Browsers POST `application/csp-report` (report-uri) or `application/reports+json`
 * (Reporting API); the reports are kept in memory, newest last, at most MAX_REPORTS, for the
 * browser tests to read. A scenario reset does not clear them; DELETE does.
 */
const MAX_REPORTS = 500;
const MAX_BODY_CHARS = 64 * 1024;
let reports: unknown[] = [];

function reportsIn(text: string): unknown[] {
  if (text.length > MAX_BODY_CHARS) return [];
  try {
    const body: unknown = JSON.parse(text);
    return Array.isArray(body) ? body : [body];
  } catch {
    return [];
  }
}

export const cspReportHandlers = [
  http.post(api('/__mock/csp-reports'), async ({ request }) => {
    reports = [...reports, ...reportsIn(await request.text())].slice(-MAX_REPORTS);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(api('/__mock/csp-reports'), () => HttpResponse.json(reports)),
  http.delete(api('/__mock/csp-reports'), () => {
    reports = [];
    return new HttpResponse(null, { status: 204 });
  }),
];
