import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { TokenScan } from './reliability/tokenScan';

/**
 * Every browser test starts from a fixed scenario (`e2e`; the `large` config's project says
 * `large`) with no faults and no stored session.
 */
export const test = base.extend<{ mockApi: MockApi; scenario: 'e2e' | 'large'; apiOrigin: string | undefined; tokenScan: TokenScan; serverBases: string[] }>({
  scenario: ['e2e', { option: true }],
  // The app's servers, one per worker (playwright.config.ts): each worker's tests use its own, as no two share a mock database.
  serverBases: [[], { option: true }],
  baseURL: async ({ baseURL, serverBases }, provide, testInfo) => {
    await provide(serverBases.length > 0 ? serverBases[testInfo.parallelIndex % serverBases.length] : baseURL);
  },
  // Where the app's API lives when it is not the page's own origin (a build pointed at another host).
  apiOrigin: [undefined, { option: true }],
  mockApi: [
    async ({ request, scenario }, use) => {
      const api = new MockApi(request);
      await api.reset(scenario);
      await use(api);
      await api.clearFaults();
    },
    { auto: true },
  ],
  // Issue 17 item 2: every test counts where the token shows up (e2e/reliability/tokenScan.ts).
  tokenScan: [
    async ({ context, baseURL, apiOrigin }, use, testInfo) => {
      const scan = new TokenScan(context, apiOrigin ?? new URL(baseURL ?? 'http://127.0.0.1').origin);
      await use(scan);
      await scan.finish(testInfo);
    },
    { auto: true },
  ],
});

export { expect };

type Request = Parameters<Parameters<typeof base>[2]>[0]['request'];

/**
 * The mock's control calls reuse an idle keep-alive connection, which the dev server may close at
 * the same moment (ECONNRESET before the request was read, seen under load): Playwright sends such
 * a call again itself (`maxRetries` retries network errors only). Any other failure is the test's.
 */
const RETRIED = { maxRetries: 2 } as const;

export class MockApi {
  constructor(private readonly request: Request) {}

  async reset(scenario = 'e2e'): Promise<void> {
    await this.request.post('/api/__mock/reset', { data: { scenario }, ...RETRIED });
  }

  async fault(rule: { method?: string; path: string; status?: number; delayMs?: number; networkError?: boolean; malformed?: boolean; retryAfter?: number; html?: boolean; empty?: boolean; times?: number }): Promise<void> {
    await this.request.post('/api/__mock/faults', { data: rule, ...RETRIED });
  }

  async clearFaults(): Promise<void> {
    await this.request.delete('/api/__mock/faults', RETRIED);
  }

  /** Gives the buyer's most recent quotation (the first of 'Itens recentes') this title; returns its id. */
  async retitleLatest(titulo: string, username = 'comprador'): Promise<number> {
    const headers = { Authorization: `Bearer ${await this.token(username)}` };
    const recent = (await (await this.request.get('/api/lateral/getItensRecentes', { headers, ...RETRIED })).json()) as { id: number }[];
    await this.request.patch(`/api/__mock/quotations/${recent[0].id}`, { data: { titulo }, ...RETRIED });
    return recent[0].id;
  }

  /** The id of the buyer's newest quotation in this status (the e2e scenario has one per status). */
  async quotationIdByStatus(status: string, username = 'comprador'): Promise<number> {
    const headers = { Authorization: `Bearer ${await this.token(username)}` };
    const data = { id: 0, title: '', statusList: [status], startRegistrationDate: null, endRegistrationDate: null, startExpirationDate: null, endExpirationDate: null };
    const answer = await this.request.post('/api/cotacao/getByFiltro?page=0&size=1', { headers, data, ...RETRIED });
    const page = (await answer.json()) as { content: { id: number }[] };
    if (!page.content[0]) throw new Error(`no quotation in ${status}`);
    return page.content[0].id;
  }

  /** Closes a quotation in progress through the API (it moves to EM_ANALISE, ready to generate orders); returns its id. */
  async closedQuotationId(username = 'comprador'): Promise<number> {
    const id = await this.quotationIdByStatus('EM_ANDAMENTO', username);
    const headers = { Authorization: `Bearer ${await this.token(username)}` };
    const answer = await this.request.get(`/api/resumoresposta/encerrarCotacao/${id}`, { headers, ...RETRIED });
    if (!answer.ok()) throw new Error(`closing ${id} answered ${answer.status()}`);
    return id;
  }

  async token(username = 'comprador', password = `${username}123`): Promise<string> {
    const answer = await this.request.post('/api/login', { data: { username, password }, ...RETRIED });
    return ((await answer.json()) as { jwttoken: string }).jwttoken;
  }
}

export const DEMO_PASSWORDS = { comprador: 'comprador123', admin: 'admin123' } as const;

/** Signs in through the login form, as a user would. */
export async function login(page: Page, username: keyof typeof DEMO_PASSWORDS = 'comprador', path = '/cotacao'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Login').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORDS[username]);
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}

/** The axe rules checked everywhere: WCAG 2.0, 2.1 and 2.2, levels A and AA (issue 30 item 7). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe (WCAG 2.0–2.2 A and AA): no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Tomorrow as the buyer's browser sees it (dd/MM/yyyy in the context's time zone, America/Sao_Paulo),
 * not as this Node process does: between 21:00 and midnight in Brasília it is already the next day in UTC.
 */
export async function browserTomorrow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const day = new Date(Date.now() + 86_400_000);
    return `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`;
  });
}
