import type { ContextoCotacaoDto } from '../../api/resumoRespostaDto';
import type { QuotationContextEntry, QuotationContextsState } from './quotationContextSlice';

interface WithContexts {
  entities: { quotationContexts: QuotationContextsState };
}

/** A quotation's header entry (context, load state), or undefined before it was asked for. */
export const selectQuotationContextEntry = (s: WithContexts, idCotacao: number | null): QuotationContextEntry | undefined =>
  idCotacao === null ? undefined : s.entities.quotationContexts.entities[idCotacao];

/** The quotation header as the server sent it; null until it arrived. The same object while unchanged. */
export const selectQuotationContext = (s: WithContexts, idCotacao: number | null): ContextoCotacaoDto | null =>
  selectQuotationContextEntry(s, idCotacao)?.context ?? null;

/** Why the header could not be read (shown above the page), or null. */
export const selectQuotationContextError = (s: WithContexts, idCotacao: number | null): string | null =>
  selectQuotationContextEntry(s, idCotacao)?.error ?? null;

/** The quotations whose header was asked for. */
export const selectQuotationContextIds = (s: WithContexts): readonly number[] => s.entities.quotationContexts.ids;

/** The server has no such quotation: the screen says so, without its toolbar. */
export const selectQuotationNotFound = (s: WithContexts, idCotacao: number | null): boolean => selectQuotationContextEntry(s, idCotacao)?.notFound === true;
