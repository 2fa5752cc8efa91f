/** EAN maintenance (spec 03 §3.5, §7.6): a product and its related products share one shape. */
export interface ProdutoEanDto {
  id: number;
  codigo: string;
  descricao: string;
  fabricante: { descricao: string };
  quantidadeResposta: number;
  principal: boolean;
}

export type EanSortField = 'codigo' | 'descricao' | 'fabricante';

export interface EanFilter {
  codigo: string;
  descricao: string;
  descricaoFabricante: string;
}

export interface EanQuery extends EanFilter {
  page: number;
  size: number;
  sort: EanSortField;
  asc: boolean;
}
