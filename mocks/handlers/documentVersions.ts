import { HttpResponse } from 'msw';
import type { ConflitoVersaoDto } from '../../src/api/conflictDto';
import { VERSION_CONFLICT_MESSAGE } from '../../src/domain/versionConflict';
import { db } from '../db/core/current';
import { versionOf } from '../db/core/itemRevisions';

/**
 * Settings-like documents (docs/api.md "Versioned writes"): one version for the whole document,
 * kept by key in db.itemRevisions (saved with the database). A write names the version it was
 * read at in `?versao=`; over another one it is refused with 409 and the document as it is now.
 * Without `versao` the write is unconditional. As the buyer's response categories.
 */
export const DOCUMENT_KEYS = {
  /** The user's order preferences ('Preferências do pedido'). */
  preferences: (idUsuario: number) => `configuracao:${idUsuario}`,
  /** A quotation's quantity adjustment (the switch under the opportunities preference). */
  adjustment: (idCotacao: number) => `ajuste:${idCotacao}`,
  /** A quotation's looping settings. */
  looping: (idCotacao: number) => `looping:${idCotacao}`,
  /** The buyer's SIC tie-break list. */
  sic: (idComprador: number) => `desempate:sic:${idComprador}`,
  /** The buyer's custom tie-break list (order and on/off). */
  custom: (idComprador: number) => `desempate:personalizado:${idComprador}`,
};

/** The document's version now (0: never written). */
export const documentVersion = (key: string): number => db().itemRevisions.documentVersion(key);

/** The version the request's `?versao=` names; undefined when it names none. */
export function sentVersion(request: Request): number | undefined {
  const url = new URL(request.url);
  return url.searchParams.has('versao') ? (versionOf(Number(url.searchParams.get('versao'))) ?? -1) : undefined;
}

/**
 * The 409 answer when the request was read at another version of the document (with the
 * document as it is now, from `current`), else null: the caller writes and calls documentWritten.
 */
export function documentConflict<T>(request: Request, key: string, current: () => T[]): Response | null {
  const sent = sentVersion(request);
  if (sent === undefined || sent === documentVersion(key)) return null;
  return HttpResponse.json<ConflitoVersaoDto<T>>({ sucesso: false, mensagem: VERSION_CONFLICT_MESSAGE, conflito: true, atuais: current() }, { status: 409 });
}

/** The document was written: its next version. */
export const documentWritten = (key: string): number => db().itemRevisions.documentWritten(key);
