import type { RespostaItemDto } from '../../../src/api/resumoRespostaDto';
import type { SituacaoPedido } from '../../../src/api/dto';
import { minimumBillingShortfall } from '../../../src/domain/orderQuantity';
import type { MockDb } from './database';
import type { DbOrder, DbOrderItem, DbProduct } from './types';
import { automaticFields } from '../automaticOrder/automaticOrderFields';

/**
 * A generated branch order kept compactly: which items of its answer it buys and how many. Its
 * items (PedidoItemDto) are built from the answer's items when read (MockDb.orderItems), so the
 * power buyer's 900,000 generated items are never all held as objects.
 */
export interface GeneratedOrder {
  idResposta: number;
  picks: readonly number[];
  quantities: readonly number[];
  /** A combo order (mocks/db/combo/combos.ts): every item is a combo item. */
  combo?: boolean;
  /**
   * The unit price each item is bought at when it is not the answer's (a combo order: the combo
   * price, 0 for a bonus item): every price of the item (without and with ST, net, cost) is that
   * price, so every total that reads the items follows.
   */
  prices?: readonly number[];
}

export function buildGeneratedItems(order: DbOrder, generated: GeneratedOrder, answerItems: readonly RespostaItemDto[], productById: Map<number, DbProduct>): DbOrderItem[] {
  return generated.picks.map((pick, index) => {
    const item = answerItems[pick];
    const price = generated.prices?.[index];
    const orderItem: DbOrderItem = {
      id: order.idPedido * 10_000 + index,
      idPedido: order.idPedido,
      idProduto: item.idProduto,
      codigoBarras: item.codBarras,
      descricaoProdutoCliente: item.descricaoProduto,
      descricaoFabricanteCliente: item.descricaoFabricante,
      grupoProduto: item.grupoProduto,
      tipoProduto: item.liberado,
      qtdeCotada: item.quantidadeCotada,
      qtdeRespondida: item.quantidade,
      qtdePedida: generated.quantities[index],
      qtdeEmbalagem: item.quantidadeEmbalagem,
      qtdeMinima: item.quantidadeMinima,
      quantidadeFixa: item.quantidadeFixa,
      valorSemST: price ?? item.precoSemST,
      valorComST: price ?? item.precoComST,
      valorReferencia: productById.get(item.idProduto)?.precoFabrica ?? item.precoSemST,
    };
    Object.assign(orderItem, automaticFields(orderItem, productById.get(item.idProduto), item.oportunidade), { codigoSubstituto: item.codigoSubstituto, combo: generated.combo === true });
    return price === undefined ? orderItem : Object.assign(orderItem, { valorLiquido: price, valorCusto: price });
  });
}

/** What a branch order made from one answer needs: whose, which of its items and how many, and its total. */
export interface GeneratedOrderParts extends GeneratedOrder {
  idFornecedor: number;
  idRepresentante: number;
  idCliente: number;
  cnpjCliente: string;
  nomeFantasiaCliente: string;
  /** Σ quantity × the price each item is bought at (precoSemST, or `prices`). */
  total: number;
  faturamentoMinimo: number;
}

/** Adds a branch order made from one answer (order generation, the manual order's insertion); answers its id. */
export function addGeneratedOrder(db: MockDb, idCotacao: number, parts: GeneratedOrderParts, situacaoPedido: SituacaoPedido): number {
  const idPedido = db.nextId();
  db.generatedOrders.set(idPedido, { idResposta: parts.idResposta, picks: parts.picks, quantities: parts.quantities, combo: parts.combo, prices: parts.prices });
  db.addOrder({
    idPedido,
    idCotacao,
    idFornecedor: parts.idFornecedor,
    idRepresentante: parts.idRepresentante,
    idCliente: parts.idCliente,
    cnpjCliente: parts.cnpjCliente,
    nomeFantasiaCliente: parts.nomeFantasiaCliente,
    situacaoPedido,
    valorTotal: parts.total,
    quantidadeItens: parts.picks.length,
    faturamentoMinimo: parts.faturamentoMinimo,
    faltaFaturamentoMinimo: minimumBillingShortfall(parts.faturamentoMinimo, parts.total),
  });
  return idPedido;
}
