import { schema } from 'normalizr';
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
}
