import { HttpResponse } from 'msw';
import type { ResultadoDto } from '../../src/api/dto';
import { db } from '../db/core/current';
import { seedOf } from '../db/core/random';
import type { DbQuotation, DbUser } from '../db/core/types';

/**
 * Spreadsheet exports of a quotation (products, unanswered products): the call answers
 * `{sucesso, mensagem: link}`; the link, `{path}/arquivo?usuario&chave`, is opened in a new
 * window without the Bearer token, so it carries a key of its own; the file is CSV with `;`
 * and a UTF-8 BOM, as Brazilian spreadsheets (decimal commas) open it.
 */

/** The key of an export link: stable for one quotation, user and database run. */
function exportKey(id: number, user: DbUser): string {
  return seedOf(id, Number(user.sub), db().createdAt.getTime() % 1_000_000_007).toString(36);
}

/**
 * One CSV field (docs/api.md "CSV files"): a text that a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) is neutralised with a leading apostrophe;
 * a field holding the separator, a quote, a line feed or a carriage return is quoted. Numbers are
 * written as numbers, and so are texts that are plain numbers ('-12,50').
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number written as text ('-12,50', '1.234,56'): a spreadsheet may read it, it is no formula. */
const PLAIN_NUMBER = /^-?\d+([.,]\d+)*$/;

export function csvCell(value: string | number): string {
  const text = typeof value === 'number' || PLAIN_NUMBER.test(value) || !FORMULA_START.test(value) ? String(value) : `'${value}`;
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The link to `{this path}/arquivo` with the user and the key (`extra` parameters added). */
export function exportLink(request: Request, user: DbUser, quotation: DbQuotation, extra: Record<string, string> = {}): string {
  return keyedLink(request, user, quotation.id, extra);
}

function keyedLink(request: Request, user: DbUser, id: number, extra: Record<string, string>): string {
  const link = new URL(`${new URL(request.url).pathname}/arquivo`, request.url);
  link.searchParams.set('usuario', user.sub);
  link.searchParams.set('chave', exportKey(id, user));
  for (const [name, value] of Object.entries(extra)) link.searchParams.set(name, value);
  return link.toString();
}

/** An export of the user's own data across quotations (the sent orders): the same kind of link, keyed on no quotation (0). */
export function userExportLink(request: Request, user: DbUser, extra: Record<string, string> = {}): string {
  return keyedLink(request, user, 0, extra);
}

/** The user a user-level `/arquivo` link names, when its key is right; null otherwise. */
export function exportingUser(request: Request): DbUser | null {
  const url = new URL(request.url);
  const user = db().userBySub(url.searchParams.get('usuario') ?? '');
  return user && url.searchParams.get('chave') === exportKey(0, user) ? user : null;
}

/** The answer of the export call: the link to `{this path}/arquivo`. */
export function exportLinkAnswer(request: Request, user: DbUser, quotation: DbQuotation): Response {
  return HttpResponse.json<ResultadoDto>({ sucesso: true, mensagem: exportLink(request, user, quotation) });
}

/** The quotation an `/arquivo` link names, when its key is right; null otherwise. */
export function exportedQuotation(request: Request, id: string): DbQuotation | null {
  const url = new URL(request.url);
  const user = db().userBySub(url.searchParams.get('usuario') ?? '');
  const quotation = db().quotationById.get(Number(id));
  return user && quotation && url.searchParams.get('chave') === exportKey(quotation.id, user) ? quotation : null;
}

export function invalidExportLink(): Response {
  return new HttpResponse('Link de exportação inválido ou expirado.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** A download, not a page: ';' separated, CRLF line ends, UTF-8 BOM. */
export function csvDownload(fileName: string, header: readonly string[], rows: Iterable<readonly (string | number)[]>, contentType = 'text/csv; charset=utf-8'): Response {
  const lines = [header.map(csvCell).join(';')];
  for (const row of rows) lines.push(row.map(csvCell).join(';'));
  return new HttpResponse(`\uFEFF${lines.join('\r\n')}\r\n`, {
    headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${fileName}"` },
  });
}
