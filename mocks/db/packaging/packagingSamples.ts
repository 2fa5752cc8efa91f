import type { DbOrderItem } from '../core/types';

/**
 * ScenarioShape.quantityRuleSamples, second part: the e2e scenario's few items would otherwise
 * have no packaging or minimum conflict for 'Resolver Conflitos' (spec 03 §2.4). In every other
 * order (odd ids, so the first order on screen, which the automatic order's tests read, keeps its
 * clean items), the last item not from a combo and past the rule samples leaves its box, the
 * one before it falls below a new minimum, and the fixed-quantity sample's minimum moves one pack
 * above what is ordered.
 */
export function withConflictSamples(items: DbOrderItem[], idPedido: number): void {
  if (idPedido % 2 === 0) return;
  const [packaging, minimum] = items.slice(2).filter((item) => !item.combo && !item.quantidadeFixa && item.qtdePedida > 0).reverse();
  if (packaging) {
    if (packaging.qtdeEmbalagem < 2) packaging.qtdeEmbalagem = 5;
    if (packaging.qtdePedida % packaging.qtdeEmbalagem === 0) packaging.qtdePedida += 1;
  }
  if (minimum) {
    const pack = Math.max(1, minimum.qtdeEmbalagem);
    minimum.qtdeMinima = (Math.floor(minimum.qtdePedida / pack) + 1) * pack;
  }
  const fixed = items.find((item) => item.quantidadeFixa && item.qtdeMinima > 0 && !item.combo);
  if (fixed) fixed.qtdeMinima = fixed.qtdePedida + Math.max(1, fixed.qtdeEmbalagem);
  for (const item of [packaging, minimum]) if (item) item.oldQtdePedido = item.qtdePedida;
}
