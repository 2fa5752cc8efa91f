import type { APIRequestContext, Page } from '@playwright/test';

/** What the mock's report endpoint keeps (report-uri format: { 'csp-report': { ... } }). */
export interface CspReport {
  'csp-report'?: { 'violated-directive'?: string; 'effective-directive'?: string; 'blocked-uri'?: string; 'document-uri'?: string; 'script-sample'?: string };
}

export const CSP_REPORTS = '/api/__mock/csp-reports';

export async function cspReports(request: APIRequestContext): Promise<CspReport[]> {
  return (await (await request.get(CSP_REPORTS)).json()) as CspReport[];
}

export async function clearCspReports(request: APIRequestContext): Promise<void> {
  await request.delete(CSP_REPORTS);
}

export const directiveOf = (report: CspReport) => report['csp-report']?.['effective-directive'] ?? report['csp-report']?.['violated-directive'] ?? '';

/** Records every securitypolicyviolation event of the page's documents (an init script: not subject to the CSP). */
export async function watchViolationEvents(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}
