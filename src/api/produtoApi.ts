import { normalize } from 'normalizr';
import type { Page, ProdutoDto } from './dto';
import { http } from './http';
import { productSchema, type NormalizedEntities } from './schemas';

export interface ProductPage {
  entities: NormalizedEntities;
  ids: number[];
  totalElements: number;
}

/** GET /produto/buscar?texto&page&size: catalogue search by description, EAN, substance or manufacturer. */
export async function buscarProdutos(texto: string, page: number, size: number, signal?: AbortSignal): Promise<ProductPage> {
  const answer = await http<Page<ProdutoDto>>('/produto/buscar', { query: { texto, page, size }, signal });
  const { entities, result } = normalize<ProdutoDto, NormalizedEntities, number[]>(answer.content, [productSchema]);
  return { entities, ids: result, totalElements: answer.totalElements };
}
