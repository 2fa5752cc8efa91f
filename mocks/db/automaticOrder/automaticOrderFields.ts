import type { PedidoItemAutomaticoCamposDto } from '../../../src/api/dto';
import { seedOf } from '../core/random';
import type { DbOrderItem, DbProduct } from '../core/types';
import { cents } from '../../../src/domain/money';

/**
 * The fields the automatic order's product table shows (spec 03 §3.1) beyond what order
 * generation needs: history value, PMC/PF, discounts, opportunity, curve, daily outflow,
 * stock. Derived from the item's id and product only (a hash, not a random stream), so an item
 * is the same on every build and the 900,000 items of the large scenario need no storage.
 */
const CURVES = ['A', 'B', 'C'] as const;

/** A stable number in [0, 1) per item and purpose. */
function unit(id: number, purpose: number): number {
  return seedOf(id, purpose) / 4294967296;
}


export function automaticFields(item: DbOrderItem, product: DbProduct | undefined, oportunidade?: boolean): PedidoItemAutomaticoCamposDto {
  const pf = product?.precoFabrica ?? item.valorReferencia;
  const descontoInformado = pf > 0 ? Math.round((1 - item.valorSemST / pf) * 10_000) / 100 : 0;
  const descComercial = Math.max(0, cents(descontoInformado * (0.4 + unit(item.id, 1) * 0.3)));
  const curve = CURVES[Math.floor(unit(item.idProduto, 2) * 3)];
  const outflow = Math.round((curve === 'A' ? 20 : curve === 'B' ? 6 : 1) * (0.5 + unit(item.id, 3)) * 10) / 10;
  return {
    codigoInterno: `P${String(item.idProduto).padStart(6, '0')}`,
    grupoProdutoDescricao: product?.grupoProdutoDescricao ?? '',
    pmc: product?.pmc ?? null,
    precoFabrica: pf,
    qtdeMaxima: unit(item.id, 4) < 0.05 ? item.qtdeCotada * 2 : 0,
    valorHistorico: cents(item.valorReferencia * (0.85 + unit(item.id, 5) * 0.3)),
    valorLiquido: cents(item.valorSemST * 0.97),
    valorCusto: cents(item.valorComST * 0.99),
    descComercial,
    descNegociado: cents(Math.max(0, descontoInformado - descComercial)),
    descontoInformado,
    oportunidade: oportunidade ?? unit(item.id, 6) < 0.08,
    // An item is a combo item because it sits in a combo order (mocks/db/combo/combos.ts): seeded orders are not.
    combo: false,
    idRespostaClienteItem: item.id,
    codigoSubstituto: null,
    curvaDoProduto: curve,
    mediaDeSaidaDia: outflow,
    estoqueDisponivel: Math.floor(unit(item.id, 8) * outflow * 30),
    oldQtdePedido: item.qtdePedida,
  };
}

/**
 * Some seeded items come in the supplier's own box (12, or 5), which the quoted quantity is not a
 * multiple of: the packaging conflicts the screen shows in red and 'Resolver Conflitos' fixes.
 */
export function supplierBox(item: DbOrderItem): number {
  if (item.quantidadeFixa || unit(item.id, 9) >= 0.03) return item.qtdeEmbalagem;
  return item.qtdePedida % 12 !== 0 ? 12 : item.qtdePedida % 5 !== 0 ? 5 : item.qtdeEmbalagem;
}
