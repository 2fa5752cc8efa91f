import type { FiltroRevisaoDto } from '../../api/revisaoEnvioDto';
import { ORDER_STATUS_TEXT, type SituacaoPedido } from '../../domain/orderStatus';

/**
 * The review's order filter in the address (DECISIONS 2; issue 29 point 2):
 * `/revisao-envio/{id}?codPedido&codProduto&situacaoPedido&idsFornecedores&cnpjFiliais&situacaoProduto&looping`,
 * with the API's own names, lists comma separated, only what is set. A reload or a deep link
 * rebuilds the same filter; values that make no sense are dropped.
 */
const list = (params: URLSearchParams, name: string): string[] =>
  (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

const PRODUCT_STATUSES = ['LIBERADO', 'MONITORADO'];

export function readReviewFilter(params: URLSearchParams): FiltroRevisaoDto {
  const filter: FiltroRevisaoDto = {};
  const codPedido = params.get('codPedido')?.trim();
  const codProduto = params.get('codProduto')?.trim();
  if (codPedido) filter.codPedido = codPedido.slice(0, 20);
  if (codProduto) filter.codProduto = codProduto.slice(0, 20);
  const statuses = list(params, 'situacaoPedido').filter((value): value is SituacaoPedido => value in ORDER_STATUS_TEXT);
  if (statuses.length) filter.situacaoPedido = statuses;
  const suppliers = list(params, 'idsFornecedores').map(Number).filter((id) => Number.isInteger(id) && id > 0);
  if (suppliers.length) filter.idsFornecedores = suppliers;
  const branches = list(params, 'cnpjFiliais').filter((cnpj) => /^[\d./-]{14,18}$/.test(cnpj));
  if (branches.length) filter.cnpjFiliais = branches;
  const products = list(params, 'situacaoProduto').filter((value) => PRODUCT_STATUSES.includes(value));
  if (products.length) filter.situacaoProduto = products;
  if (params.get('looping') === 'true') filter.looping = true;
  return filter;
}

/** The address's query for a filter (stable order, so equal filters write equal addresses). */
export function writeReviewFilter(filter: FiltroRevisaoDto): string {
  const params = new URLSearchParams();
  if (filter.codPedido) params.set('codPedido', filter.codPedido);
  if (filter.codProduto) params.set('codProduto', filter.codProduto);
  if (filter.situacaoPedido?.length) params.set('situacaoPedido', filter.situacaoPedido.join(','));
  if (filter.idsFornecedores?.length) params.set('idsFornecedores', [...filter.idsFornecedores].sort((a, b) => a - b).join(','));
  if (filter.cnpjFiliais?.length) params.set('cnpjFiliais', [...filter.cnpjFiliais].sort().join(','));
  if (filter.situacaoProduto?.length) params.set('situacaoProduto', [...filter.situacaoProduto].sort().join(','));
  if (filter.looping === true) params.set('looping', 'true');
  return params.toString();
}
