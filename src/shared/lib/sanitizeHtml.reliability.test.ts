import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { recordFigure, recordZero } from '../../test/reliabilityFigures';
import { domThreats, installXssCounter, XSS_PAYLOADS, XSS_URLS } from '../../test/xssPayloads';
import { safeUrl } from './safeUrl';
import { loadSanitizer, sanitizeHtml } from './sanitizeHtml';

const AREA = '6 XSS' as const;
const ROOT = path.resolve(__dirname, '../../..');

/** The sanitized markup, put in a live document the way React puts it (innerHTML of a div). */
function shown(html: string): HTMLElement {
  const host = document.createElement('div');
  // eslint-disable-next-line no-restricted-syntax -- puts the sanitized markup in the DOM the way React's dangerouslySetInnerHTML does
  host.innerHTML = sanitizeHtml(html).__html;
  document.body.appendChild(host);
  return host;
}

describe('the one sanitizer against the XSS corpus (issue 17 item 6)', () => {
  beforeAll(() => loadSanitizer());
  afterEach(() => document.body.replaceChildren());

  it('has at least 100 payloads, most of which would call the counter if they ran', () => {
    const count = XSS_PAYLOADS.length;
    recordFigure({ id: 'xss.payloads', area: AREA, label: 'Payloads no corpus', value: count, target: '≥ 100', pass: count >= 100 });
    expect(count).toBeGreaterThanOrEqual(100);
    // The others (<base>, dangling markup, CSS, tabnabbing) are judged by what they leave in the DOM.
    expect(XSS_PAYLOADS.filter((p) => /__xss\(\)|base64|atob|&#/.test(p)).length).toBeGreaterThanOrEqual(100);
  });

  it('leaves no on* attribute, no script URL and runs nothing, for every payload', () => {
    const calls = installXssCounter();
    const threats = XSS_PAYLOADS.map((payload) => ({ payload, ...domThreats(shown(payload)) }));
    // Events a user would cause on whatever survived.
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      ['click', 'mouseover', 'focus', 'blur', 'load', 'error', 'toggle', 'pointerenter'].forEach((type) => element.dispatchEvent(new Event(type)));
    }
    const onAttributes = threats.flatMap((t) => t.onAttributes.map((a) => `${a} ← ${t.payload}`));
    const scriptUrls = threats.flatMap((t) => t.scriptUrls.map((u) => `${u} ← ${t.payload}`));
    recordZero('xss.sanitizer.onAttributes', AREA, 'Atributos on* após o sanitizador', onAttributes.length);
    recordZero('xss.sanitizer.scriptUrls', AREA, 'URLs javascript:/data: após o sanitizador', scriptUrls.length);
    recordZero('xss.sanitizer.executions', AREA, 'Execuções (jsdom, sanitizador)', calls());
    expect(onAttributes).toEqual([]);
    expect(scriptUrls).toEqual([]);
    expect(calls()).toBe(0);
    expect(document.body.querySelectorAll('script, iframe, object, embed, form, base, style, svg, math, template, meta, link, input, button').length).toBe(0);
  });

  it('keeps the allowed formatting: b, i, strong, em, br, p, ul/li and https links', () => {
    const cases: [html: string, selector: string][] = [
      ['<b>negrito</b>', 'b'],
      ['<i>itálico</i>', 'i'],
      ['<strong>forte</strong>', 'strong'],
      ['<em>ênfase</em>', 'em'],
      ['linha<br>quebrada', 'br'],
      ['<p>parágrafo</p>', 'p'],
      ['<ul><li>item</li></ul>', 'ul > li'],
      ['<a href="https://exemplo.com.br/ajuda">ajuda</a>', 'a[href="https://exemplo.com.br/ajuda"]'],
    ];
    const kept = cases.filter(([html, selector]) => shown(html).querySelector(selector) !== null).length;
    recordFigure({ id: 'xss.formattingKept', area: AREA, label: 'Formatação permitida preservada', value: `${kept}/${cases.length}`, target: 'n/n', pass: kept === cases.length });
    expect(kept).toBe(cases.length);
  });

  it('gives every link that opens a new window rel="noopener noreferrer"', () => {
    const links = [
      '<a href="https://exemplo.com.br" target="_blank">a</a>',
      '<a href="https://exemplo.com.br" target="_blank" rel="opener">b</a>',
      '<a href="https://exemplo.com.br" TARGET="_blank" rel="noopener">c</a>',
      '<a href="http://exemplo.com.br" target=_blank>d</a>',
      ...XSS_PAYLOADS.filter((p) => /target/i.test(p)),
    ].map(shown);
    const opening = links.flatMap((host) => Array.from(host.querySelectorAll('a[target="_blank"]')));
    const unsafe = opening.filter((a) => a.getAttribute('rel') !== 'noopener noreferrer').length;
    recordZero('xss.newWindowWithoutNoopener', AREA, 'Links em nova janela sem noopener', unsafe);
    expect(opening.length).toBeGreaterThanOrEqual(4);
    expect(unsafe).toBe(0);
  });

  it('lets a server address reach a link, image or new window only when it is http(s) or a path of this site (safeUrl)', () => {
    const hostile = [...XSS_URLS, '//atacante.example/x', '/\\atacante.example', 'data:image/png;base64,iVBORw0KGgo=', ' javascript:__xss()', 'javascript\u0000:__xss()'];
    const passed = hostile.filter((url) => safeUrl(url) !== null);
    const kept = ['https://pagamento.example/checkout/1', 'http://localhost/api/__mock/checkout/2', '/arquivos/aviso/aviso.png'].filter((url) => safeUrl(url) === url).length;
    recordZero('xss.safeUrl.hostilePassed', AREA, 'Endereços hostis aceitos por safeUrl', passed.length);
    expect(passed).toEqual([]);
    expect(kept).toBe(3);
  });

  it('has a live lint rule: markup set without sanitizeHtml, or DOMPurify or innerHTML used elsewhere, is an error', () => {
    const planted = [
      'export const A = ({ h }: { h: string }) => <div dangerouslySetInnerHTML={{ __html: h }} />;',
      'export const B = () => <div {...{ dangerouslySetInnerHTML: { __html: "x" } }} />;',
      "export const C = () => import('dompurify');",
      'export function d(el: HTMLElement, h: string) { el.innerHTML = h; }',
      'export function e(el: HTMLElement, h: string) { el.insertAdjacentHTML("beforeend", h); }',
    ];
    const allowed = 'export const F = ({ h }: { h: string }) => <div dangerouslySetInnerHTML={sanitizeHtml(h)} />;';
    const code = ["import { sanitizeHtml } from './sanitizeHtml';", ...planted, allowed].join('\n');
    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', 'src/features/shell/Planted.tsx'], { cwd: ROOT, input: code, encoding: 'utf8' });
    const messages = (JSON.parse(run.stdout) as { messages: { line: number; ruleId: string | null }[] }[])[0].messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    const rejectedLines = new Set(messages.map((m) => m.line));
    const rejected = planted.filter((_, i) => rejectedLines.has(i + 2));
    const live = rejected.length === planted.length && !rejectedLines.has(planted.length + 2);
    recordFigure({ id: 'xss.lintRuleLive', area: AREA, label: 'Regra de lint do sanitizador ativa', value: live ? 'sim' : 'não', target: 'sim', pass: live });
    expect(rejected).toEqual(planted);
    expect(live).toBe(true);
  }, 60_000);
});
