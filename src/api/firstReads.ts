import { startEarly } from './http';
import type { FiltroPedidoAutomaticoDto } from './pedidoAutomaticoDto';
import { getFornecedoresPedido, getOpcoesFornecedor, getProblemaEmbalagemMinimo } from './pedidoAutomaticoApi';
import { getContexto } from './resumoRespostaSummaryApi';

/**
 * The automatic order screen's first reads, started at startup beside its code (app/earlyReads.ts):
 * the same GETs, with the same arguments, its sagas make first — the suppliers under the filter
 * (tree/figuresSagas readSuppliers), 'Resolver Conflitos' and the filter's supplier choices
 * (automaticOrderSagas), the quotation header (entities/quotation) — so they take these answers.
 */
export function startAutomaticOrderFirstReads(idCotacao: number, filter: FiltroPedidoAutomaticoDto): void {
  startEarly(() => [getFornecedoresPedido(idCotacao, filter, { page: 0, size: 10_000 }), getProblemaEmbalagemMinimo(idCotacao), getOpcoesFornecedor(idCotacao), getContexto(idCotacao)]);
}
