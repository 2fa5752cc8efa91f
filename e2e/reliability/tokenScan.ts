import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Request, TestInfo } from '@playwright/test';

/**
 * Issue 17 item 2: over every browser test, where the login token shows up. The scan records each
 * request's URL and Referer, the console's text, the calls that leave the API (other origins, the
 * chat widget, the document store) and, at the end, the pages' local and session storage; then it
 * counts every token seen during the test (Authorization headers, the stored `token`) in each.
 *
 * Not counted: the address a test (standing in for the portal) opens the app with, `?token=` on a
 * top-level or frame document request, which is how spec 01 §4 hands the token over; the app stores
 * it and takes it out of the address at once.
 */
export const TOKEN_SCAN_DIR = path.resolve(__dirname, 'results/token-scan');

export interface TokenScanCounts {
  test: string;
  tokens: number;
  requests: number;
  urls: number;
  referers: number;
  console: number;
  storage: number;
  nonApi: number;
  nonApiRequests: number;
  /** Where each hit was found, for the report (token replaced by its length). */
  hits: string[];
}

/**
 * The API is `/api/` on the app's own origin (config.json's apiBaseUrl). Everything else is another
 * destination: the app's static files, the chat widget's script and whatever it calls, and a document
 * store configured on another origin (token.spec.ts does so; the default config serves it behind the API).
 */
export function isApiCall(url: URL, appOrigin: string): boolean {
  return url.origin === appOrigin && url.pathname.startsWith('/api/');
}

/** Whether a request only carries the portal's hand-over: a document whose `token` parameter is the whole occurrence. */
function isHandOver(request: Request, url: URL, token: string): boolean {
  if (request.resourceType() !== 'document' || url.searchParams.get('token') !== token) return false;
  url.searchParams.delete('token');
  return !url.href.includes(token);
}

interface Seen {
  request: Request;
  url: string;
  referer: string;
  authorization: string;
  body: string;
  otherHeaders: string;
}

export class TokenScan {
  private readonly seen: Seen[] = [];
  private readonly consoleText: string[] = [];
  private readonly tokens = new Set<string>();
  private readonly pending: Promise<void>[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly appOrigin: string,
  ) {
    context.on('request', (request) => this.pending.push(this.onRequest(request)));
    context.on('console', (message) => this.consoleText.push(`${message.text()} ${message.location().url}`));
  }

  private async onRequest(request: Request): Promise<void> {
    const headers = await request.allHeaders().catch(() => request.headers());
    const authorization = headers.authorization ?? '';
    const bearer = /^Bearer\s+(\S+)/i.exec(authorization)?.[1];
    if (bearer && bearer.length > 8) this.tokens.add(bearer);
    const otherHeaders = Object.entries(headers)
      .filter(([name]) => name !== 'authorization' && name !== 'referer')
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
    this.seen.push({ request, url: request.url(), referer: headers.referer ?? '', authorization, body: request.postData() ?? '', otherHeaders });
  }

  /** Storage of every open page (main frame), read now; a closed page's storage went with it. */
  private async storageText(): Promise<string[]> {
    const texts: string[] = [];
    for (const page of this.context.pages()) {
      const dump = await page
        .evaluate(() => {
          const read = (kind: 'localStorage' | 'sessionStorage'): [string, string][] => {
            try {
              const store = window[kind];
              return Object.keys(store).map((key) => [key, store.getItem(key) ?? '']);
            } catch {
              return [];
            }
          };
          return { local: read('localStorage'), session: read('sessionStorage') };
        })
        .catch(() => ({ local: [] as [string, string][], session: [] as [string, string][] }));
      for (const [key, value] of dump.local) {
        if (key === 'token') this.tokens.add(value);
        else texts.push(`localStorage ${key}=${value}`);
      }
      dump.session.forEach(([key, value]) => texts.push(`sessionStorage ${key}=${value}`));
    }
    return texts;
  }

  /** The counts so far (a spec asserts on them; the fixture writes them when the test ends). */
  async measure(testInfo: TestInfo): Promise<TokenScanCounts> {
    const storage = await this.storageText();
    await Promise.all(this.pending);
    const tokens = [...this.tokens].filter((t) => t.length > 8);
    const hits: string[] = [];
    const count = (where: string, texts: string[]): number => {
      let n = 0;
      for (const text of texts) {
        for (const token of tokens) {
          if (!text.includes(token)) continue;
          n += 1;
          hits.push(`${where}: ${text.split(token).join(`<token ${token.length}>`).slice(0, 200)}`);
        }
      }
      return n;
    };
    const urlTexts = this.seen.filter((s) => !tokens.some((t) => s.url.includes(t) && isHandOver(s.request, new URL(s.url), t))).map((s) => s.url);
    const nonApi = this.seen.filter((s) => !isApiCall(new URL(s.url), this.appOrigin));
    const counts: TokenScanCounts = {
      test: `${path.basename(testInfo.file)} › ${testInfo.titlePath.slice(1).join(' › ')}`,
      tokens: tokens.length,
      requests: this.seen.length,
      urls: count('url', urlTexts),
      referers: count('referer', this.seen.map((s) => s.referer)),
      console: count('console', this.consoleText),
      storage: count('storage', storage),
      nonApi: count('non-api', nonApi.map((s) => [s.authorization, s.body, s.otherHeaders].join('\n'))),
      nonApiRequests: nonApi.length,
      hits,
    };
    return counts;
  }

  async finish(testInfo: TestInfo): Promise<void> {
    const counts = await this.measure(testInfo);
    fs.mkdirSync(TOKEN_SCAN_DIR, { recursive: true });
    fs.writeFileSync(path.join(TOKEN_SCAN_DIR, `${testInfo.testId}-${testInfo.retry}.json`), JSON.stringify(counts, null, 2));
  }
}
