import { HttpResponse } from 'msw';
import { MANUAL_ORDER_PAGE_SIZES, manualFilterFromParams } from '../../src/domain/manualOrderFilter';
import { db } from '../db/core/current';
import type { ManualOrder } from '../db/manualOrder/manualOrder';
import { answerRef, branchRef, itemRef, ManualOrderRefused, requireManualOrder, type AnswerRef, type ItemRef } from '../db/manualOrder/manualOrderCommands';
import type { DbQuotation, DbUser } from '../db/core/types';
import { intParam, requireQuotation, requireUser } from './context';
import type { ListContext } from './pedidoManualViews';

/**
 * What every /pedidomanual handler starts with: the signed-in buyer, the manual order or the
 * branch, product or answer an id names (404 for another buyer's), the filter of the query, and a
 * refusal (ManualOrderRefused) turned into its answer { sucesso: false, mensagem }.
 */
export async function guarded(run: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ManualOrderRefused) {
      const conflict = error.current ? { conflito: true, atuais: error.current } : {};
      return HttpResponse.json({ sucesso: false, mensagem: error.message, ...conflict }, { status: error.status });
    }
    throw error;
  }
}

/** The quotation is the buyer's (its due answers settled, as every quotation request does). */
const ownedBy = (user: DbUser) => (quotation: DbQuotation): boolean => {
  if (quotation.idComprador !== user.idComprador) return false;
  requireQuotation(user, quotation.id);
  return true;
};

export function manualOrderOfRequest(request: Request, id: string | readonly string[] | undefined): { quotation: DbQuotation; order: ManualOrder } {
  const quotation = requireQuotation(requireUser(request), id);
  return { quotation, order: requireManualOrder(db(), quotation) };
}

export const branchOfRequest = (request: Request, id: string | readonly string[] | undefined) => branchRef(db(), Number(id), ownedBy(requireUser(request)));
export const itemOfRequest = (request: Request, id: unknown): ItemRef => itemRef(db(), Number(id), ownedBy(requireUser(request)));
export const answerOfRequest = (request: Request, id: unknown): AnswerRef => answerRef(db(), Number(id), ownedBy(requireUser(request)));

export function listContext(url: URL): ListContext {
  return { filter: manualFilterFromParams(url.searchParams), verExcluidos: url.searchParams.get('verExcluidos') === 'true' };
}

export function paging(url: URL, size: number): { page: number; size: number } {
  return { page: Math.max(0, intParam(url, 'page', 0)), size: Math.max(1, intParam(url, 'size', size)) };
}

export const PAGE_SIZES = MANUAL_ORDER_PAGE_SIZES;

export const isMarked = (url: URL): boolean => url.searchParams.get('isMarcado') === 'true';
