import type { PedidoRevisaoDto } from '../../api/revisaoEnvioDto';
import type { FornecedorPedidoAutomaticoDto, RepresentantePedidoAutomaticoDto, TotalPedidoAutomaticoDto } from '../../api/pedidoAutomaticoDto';
import type { FornecedorRevisaoDto, RepresentanteRevisaoDto } from '../../api/revisaoEnvioDto';
import { representativeRowKey, supplierRowKey, type OfQuotation } from '../../api/schemas';
import type { EntitiesState } from '../entitiesReducer';

/**
 * The supplier → representative → branch order rows of the order screens, by key: plain lookups
 * (each panel subscribes to its own row, which changes only when the server's figures do).
 */
interface WithEntities {
  entities: EntitiesState;
}

export type AutomaticSupplierRow = OfQuotation<FornecedorPedidoAutomaticoDto>;
export type AutomaticRepresentativeRow = OfQuotation<RepresentantePedidoAutomaticoDto>;
export type ReviewSupplierRow = OfQuotation<FornecedorRevisaoDto>;
export type ReviewRepresentativeRow = OfQuotation<RepresentanteRevisaoDto>;
export type AutomaticOrderTotal = OfQuotation<TotalPedidoAutomaticoDto>;

export const selectAutomaticSupplierRow = (s: WithEntities, idCotacao: number, idFornecedor: number): AutomaticSupplierRow | undefined =>
  s.entities.automaticSuppliers.entities[supplierRowKey({ idCotacao, idFornecedor })];
export const selectAutomaticRepresentativeRow = (s: WithEntities, idCotacao: number, idFornecedor: number, idRepresentante: number): AutomaticRepresentativeRow | undefined =>
  s.entities.automaticRepresentatives.entities[representativeRowKey({ idCotacao, idFornecedor, idRepresentante })];
export const selectReviewSupplierRow = (s: WithEntities, idCotacao: number, idFornecedor: number): ReviewSupplierRow | undefined =>
  s.entities.reviewSuppliers.entities[supplierRowKey({ idCotacao, idFornecedor })];
export const selectReviewRepresentativeRow = (s: WithEntities, idCotacao: number, idFornecedor: number, idRepresentante: number): ReviewRepresentativeRow | undefined =>
  s.entities.reviewRepresentatives.entities[representativeRowKey({ idCotacao, idFornecedor, idRepresentante })];
export const selectReviewOrderRow = (s: WithEntities, idPedido: number): PedidoRevisaoDto | undefined => s.entities.reviewOrders.entities[idPedido];
/** The automatic order's suppliers table (for memoized selectors over a list of ids). */
export const selectAutomaticSupplierTable = (s: WithEntities) => s.entities.automaticSuppliers.entities;
export const selectReviewSupplierTable = (s: WithEntities) => s.entities.reviewSuppliers.entities;
export const selectReviewRepresentativeTable = (s: WithEntities) => s.entities.reviewRepresentatives.entities;
export const selectReviewOrderTable = (s: WithEntities) => s.entities.reviewOrders.entities;
export const selectReviewItemTable = (s: WithEntities) => s.entities.reviewItems.entities;
/** The keys of the tables above (a quotation's supplier, a supplier's representative). */
export const supplierKeyOf = (idCotacao: number, idFornecedor: number): string => supplierRowKey({ idCotacao, idFornecedor });
export const representativeKeyOf = (idCotacao: number, idFornecedor: number, idRepresentante: number): string => representativeRowKey({ idCotacao, idFornecedor, idRepresentante });
/** The automatic order's quotation total as last read (automaticOrderTotalSagas.ts); undefined before the first read. */
export const selectAutomaticOrderTotal = (s: WithEntities, idCotacao: number | null): AutomaticOrderTotal | undefined =>
  idCotacao === null ? undefined : s.entities.automaticOrderTotals.entities[idCotacao];
