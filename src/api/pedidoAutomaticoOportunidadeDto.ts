import type { FiltroPedidoAutomaticoDto } from './pedidoAutomaticoDto';

/**
 * Wire types of 'Enviar para Oportunidade' (spec 03 §7.1 "Opportunity call"; docs/api.md
 * "Automatic order: opportunities").
 */

/** A product of the quotation in one branch (a product is bought from one order per branch). */
export interface ProdutoOportunidadeDto {
  cnpj: string;
  codBarras: string;
  grupoProduto: number;
}

/**
 * `filtrado: false`: exactly the listed products; `filtrado: true` (everything under `filtros`
 * was selected): every opportunity product under the filter except the listed ones (those the
 * buyer unchecked). Only opportunity products of editable orders are taken either way.
 */
export interface EnvioOportunidadeDto {
  filtrado: boolean;
  itens: ProdutoOportunidadeDto[];
  filtros: FiltroPedidoAutomaticoDto;
}

/** GET …/oportunidade: how many of the quotation's products can go to the opportunities route. */
export interface OportunidadesDto {
  quantidade: number;
}
