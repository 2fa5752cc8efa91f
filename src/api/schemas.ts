import { schema } from 'normalizr';
import type { FornecedorPedidoAutomaticoDto, RepresentantePedidoAutomaticoDto, TotalPedidoAutomaticoDto } from './pedidoAutomaticoDto';
import type { FornecedorRevisaoDto, ItemRevisaoDto, PedidoRevisaoDto, RepresentanteRevisaoDto } from './revisaoEnvioDto';
import type { CategoriaDto, CotacaoDto, FilialDto, FornecedorDto, PedidoDto, PedidoItemDto, ProdutoDto, RepresentanteDto, RespostaDto } from './dto';

/**
 * normalizr schemas: one per entity type. Entities are the DTOs with nested children replaced by ids.
 * Ids are the backend's own keys (idPedido for orders, id elsewhere).
 */
export const representativeSchema = new schema.Entity('representatives');
export const supplierSchema = new schema.Entity('suppliers', { representantes: [representativeSchema] });
export const branchSchema = new schema.Entity('branches');
export const productSchema = new schema.Entity('products');
export const quotationSchema = new schema.Entity('quotations');
export const answerSchema = new schema.Entity('answers');
export const orderSchema = new schema.Entity('orders', {}, { idAttribute: 'idPedido' });
export const orderItemSchema = new schema.Entity('orderItems');
export const categorySchema = new schema.Entity('categories', {}, { idAttribute: 'categoria' });

/**
 * The supplier → representative rows of the order screens, with their totals: the automatic
 * order's and the review's views of one supplier are different server rows (different fields and
 * figures), so each view has its own table. A row belongs to a quotation: its key starts with
 * idCotacao (the wire rows do not carry it; the reading saga adds it).
 */
export type OfQuotation<T> = T & { idCotacao: number };
export const supplierRowKey = (row: { idCotacao: number; idFornecedor: number }): string => `${row.idCotacao}:${row.idFornecedor}`;
export const representativeRowKey = (row: { idCotacao: number; idFornecedor: number; idRepresentante: number }): string =>
  `${row.idCotacao}:${row.idFornecedor}:${row.idRepresentante}`;
export const automaticSupplierSchema = new schema.Entity('automaticSuppliers', {}, { idAttribute: supplierRowKey });
export const automaticRepresentativeSchema = new schema.Entity('automaticRepresentatives', {}, { idAttribute: representativeRowKey });
export const reviewSupplierSchema = new schema.Entity('reviewSuppliers', {}, { idAttribute: supplierRowKey });
export const reviewRepresentativeSchema = new schema.Entity('reviewRepresentatives', {}, { idAttribute: representativeRowKey });
/** The review's branch orders (PedidoRevisaoDto): keyed by idPedido like entities.orders, but the review's fields. */
export const reviewOrderSchema = new schema.Entity('reviewOrders', {}, { idAttribute: 'idPedido' });
/** The review's items of a branch order (ItemRevisaoDto: the order item with its billing figures), by item id. */
export const reviewItemSchema = new schema.Entity('reviewItems');

export type Supplier = Omit<FornecedorDto, 'representantes'> & { representantes: number[] };

export interface NormalizedEntities {
  quotations?: Record<string, CotacaoDto>;
  suppliers?: Record<string, Supplier>;
  representatives?: Record<string, RepresentanteDto>;
  branches?: Record<string, FilialDto>;
  products?: Record<string, ProdutoDto>;
  answers?: Record<string, RespostaDto>;
  orders?: Record<string, PedidoDto>;
  orderItems?: Record<string, PedidoItemDto>;
  categories?: Record<string, CategoriaDto>;
  automaticSuppliers?: Record<string, OfQuotation<FornecedorPedidoAutomaticoDto>>;
  automaticRepresentatives?: Record<string, OfQuotation<RepresentantePedidoAutomaticoDto>>;
  reviewSuppliers?: Record<string, OfQuotation<FornecedorRevisaoDto>>;
  reviewRepresentatives?: Record<string, OfQuotation<RepresentanteRevisaoDto>>;
  reviewOrders?: Record<string, PedidoRevisaoDto>;
  reviewItems?: Record<string, ItemRevisaoDto>;
  /** The automatic order's quotation total (GET /pedidoAutomatico/total/{id}), by idCotacao. */
  automaticOrderTotals?: Record<string, OfQuotation<TotalPedidoAutomaticoDto>>;
}
