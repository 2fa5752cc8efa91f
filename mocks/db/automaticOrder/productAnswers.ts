import type { DescontoRespostaDto, RespostaAlteradaDto, RespostaProdutoDto } from '../../../src/api/pedidoAutomaticoSelectionDto';
import { isOrderEditable } from '../../../src/domain/orderStatus';
import type { MockDb } from '../core/database';
import { answerTerms } from '../answers/answerItems';
import { automaticAward } from '../answers/awardExplanation';
import { automaticOrderIndex } from './automaticOrderIndex';
import { syncOrder } from './automaticOrderExclusion';
import { orderDto, paymentTermOf } from './automaticOrderViews';
import { answerPick, homeAndLive, moveItem, orderItemOf } from './answerMoves';
import type { DbOrderItem } from '../core/types';
import { cents } from '../../../src/domain/money';

/**
 * The answers per product of the automatic order (spec 03 §2.3 "Quantity answers modal", §4.2):
 * for an order item, the answer generation ordered it from (its own id is the home item's id,
 * mocks/db/automaticOrder/answerMoves.ts) and what the branch's other representatives answered for the same
 * product (db.answerItems). Choosing another answer buys the product from that supplier: the item
 * leaves its order and joins (or creates) that representative's order for the branch
 * (answerMoves.moveItem); choosing the first answer again puts the item back.
 */

/** Ordered quantities of answers not chosen (by answer id). */
const wantedOf = (db: MockDb): Map<number, number> => db.wantedQuantities;

/** The item bought now for an order item id (the item itself, or the item it became after an answer change). */
function itemOf(db: MockDb, id: number): DbOrderItem | null {
  if (!orderItemOf(db, id)) return null;
  return orderItemOf(db, homeAndLive(db, id).live) ?? null;
}

/** Every answer for an order item, best price first (ordemPreco 1, 2, …). */
export function answersForItem(db: MockDb, current: DbOrderItem): RespostaProdutoDto[] {
  const { home, live } = homeAndLive(db, current.id);
  const item = orderItemOf(db, home);
  const liveItem = orderItemOf(db, live);
  const order = item && db.orderById.get(item.idPedido);
  const quotation = order && db.quotationById.get(order.idCotacao);
  if (!item || !liveItem || !order || !quotation) return [];
  const chosen = live === home ? home : (liveItem.idRespostaClienteItem ?? live);
  const wanted = wantedOf(db);
  const now = db.now().getTime();
  const base = {
    idPedido: liveItem.idPedido,
    idPedidoItem: live,
    idPedidoItemOriginal: home,
    versao: liveItem.versao ?? 0,
    cnpjCliente: order.cnpjCliente ?? '',
    nomeFantasiaCliente: order.nomeFantasiaCliente,
    codBarras: item.codigoBarras,
    descricaoProduto: item.descricaoProdutoCliente,
  };
  const own: RespostaProdutoDto = {
    ...base,
    id: home,
    comprarCliente: chosen === home,
    ignorada: false,
    vencida: false,
    ordemPreco: 0,
    prazoPagamento: paymentTermOf(order.idPedido),
    fornecedorNomeFantasia: db.supplierName(order.idFornecedor),
    representanteTitulo: db.representativeName(order.idRepresentante),
    idFornecedor: order.idFornecedor,
    idRepresentante: order.idRepresentante,
    quantidade: item.qtdeRespondida,
    quantidadePedir: wanted.get(home) ?? item.qtdePedida,
    quantidadeEmbalagem: item.qtdeEmbalagem,
    tipoEmbalagem: item.qtdeEmbalagem > 1 ? 'CAIXA' : 'UNIDADE',
    precoSemST: item.valorSemST,
    precoComST: item.valorComST,
    precoLiquido: item.valorSemST,
    faturamentoMinimo: order.faturamentoMinimo ?? 0,
  };
  const others = db
    .answersOf(order.idCotacao)
    .filter((answer) => answer.idCliente === order.idCliente && answer.idRepresentante !== order.idRepresentante)
    .flatMap((answer) => {
      const answered = db.answerItems.get(answer.id).find((candidate) => candidate.idProduto === item.idProduto);
      if (!answered) return [];
      const terms = answerTerms(answer, quotation, db.scenarioSeed);
      const row: RespostaProdutoDto = {
        ...base,
        id: answered.id,
        comprarCliente: chosen === answered.id,
        ignorada: answer.respostaIgnorada === true,
        vencida: new Date(terms.dataValidade).getTime() < now,
        ordemPreco: 0,
        prazoPagamento: terms.prazoTitulo,
        fornecedorNomeFantasia: db.supplierName(answer.idFornecedor),
        representanteTitulo: db.representativeName(answer.idRepresentante),
        idFornecedor: answer.idFornecedor,
        idRepresentante: answer.idRepresentante,
        quantidade: answered.quantidade,
        quantidadePedir: chosen === answered.id ? liveItem.qtdePedida : (wanted.get(answered.id) ?? answered.quantidade),
        quantidadeEmbalagem: answered.quantidadeEmbalagem,
        tipoEmbalagem: answered.tipoEmbalagem,
        precoSemST: answered.precoSemST,
        precoComST: answered.precoComST,
        precoLiquido: answered.precoSemST,
        faturamentoMinimo: terms.faturamentoMinimo,
      };
      return [row];
    });
  const award = automaticAward(db, order, item);
  if (award) own.porQueEsteFornecedor = award;
  const all = [own, ...others].sort((a, b) => a.precoSemST - b.precoSemST || a.id - b.id);
  return all.map((row, rank) => ({ ...row, ordemPreco: rank + 1 }));
}

export class AnswerRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Finds the order item an answer belongs to (the item bought now for it): its own answer, or one listed for it. */
function answerAndItem(db: MockDb, id: number, idPedidoItem: number) {
  const item = itemOf(db, idPedidoItem);
  if (!item) throw new AnswerRefused('Item do pedido não encontrado.', 404);
  const answers = answersForItem(db, item);
  const answer = answers.find((row) => row.id === id);
  if (!answer) throw new AnswerRefused('Resposta não encontrada.', 404);
  return { item, answer, answers };
}

/** What the modal and the lists need after a change: the answers of the item now, the item, the one that left its order and the orders touched. */
function changeOf(db: MockDb, id: number, item: DbOrderItem, left: DbOrderItem | null, touched: readonly number[]): RespostaAlteradaDto {
  const respostas = answersForItem(db, item);
  const index = automaticOrderIndex(db, db.orderById.get(item.idPedido)!.idCotacao);
  const pedidos = [...new Set(touched)].flatMap((idPedido) => {
    const p = index.position.get(idPedido);
    return p === undefined ? [] : [orderDto(db, index, p)];
  });
  return { resposta: respostas.find((row) => row.id === id)!, item: { ...item }, respostas, itemRemovido: left ? { id: left.id, idPedido: left.idPedido } : null, pedidos };
}

/**
 * More than the answer offers is refused (docs/decisions.md "An answer's quantity"); `allowed` is
 * more only for the chosen answer, whose item may already hold more (typed in the grid, where the
 * answered quantity is on screen, or raised by the generation's preferences): it may keep that.
 */
function checkOffered(answer: RespostaProdutoDto, quantity: number, allowed = answer.quantidade): void {
  if (quantity > allowed) {
    throw new AnswerRefused(`${answer.representanteTitulo} respondeu ${answer.quantidade} un deste produto: não é possível pedir ${quantity} un desta resposta.`, 400);
  }
}

/** Chooses an answer for its order item: the product is bought from that answer's supplier and representative (answerMoves.moveItem). */
export function chooseAnswer(db: MockDb, id: number, idPedidoItem: number): RespostaAlteradaDto {
  const { item, answer } = answerAndItem(db, id, idPedidoItem);
  if (answer.comprarCliente) return changeOf(db, id, item, null, [item.idPedido]);
  if (answer.ignorada) throw new AnswerRefused('Esta resposta foi ignorada no resumo e não pode ser escolhida.', 409);
  const order = db.orderById.get(item.idPedido)!;
  if (!isOrderEditable(order.situacaoPedido)) throw new AnswerRefused('Este pedido já foi enviado e não pode mais ser alterado.', 409);
  const { home } = homeAndLive(db, item.id);
  const pick = id === home ? null : answerPick(db, order.idCotacao, order.idCliente, id);
  if (id !== home && !pick) throw new AnswerRefused('Resposta não encontrada.', 404);
  if (pick) checkOffered(answer, answer.quantidadePedir);
  const moved = moveItem(db, home, pick, answer.quantidadePedir, answer.faturamentoMinimo);
  wantedOf(db).delete(id);
  return changeOf(db, id, moved.item, moved.left, moved.touched);
}

/** The ordered quantity of an answer: the item's quantity when it is the chosen one, kept for the answer otherwise. */
export function setAnswerQuantity(db: MockDb, id: number, idPedidoItem: number, quantidadePedir: number): RespostaAlteradaDto {
  const { item, answer } = answerAndItem(db, id, idPedidoItem);
  if (!Number.isInteger(quantidadePedir) || quantidadePedir <= 0 || quantidadePedir > 99_999) throw new AnswerRefused('Informe uma quantidade válida.', 400);
  if (quantidadePedir % Math.max(1, answer.quantidadeEmbalagem) !== 0) throw new AnswerRefused(`A quantidade deve ser múltipla de ${answer.quantidadeEmbalagem}.`, 400);
  checkOffered(answer, quantidadePedir, answer.comprarCliente ? Math.max(answer.quantidade, item.qtdePedida) : answer.quantidade);
  if (!answer.comprarCliente) {
    wantedOf(db).set(answer.id, quantidadePedir);
    return changeOf(db, id, item, null, []);
  }
  const edited = db.orderItems.edit(item.idPedido)[item.id % 10_000];
  edited.oldQtdePedido = edited.qtdePedida;
  edited.qtdePedida = quantidadePedir;
  const index = automaticOrderIndex(db, db.orderById.get(item.idPedido)!.idCotacao);
  index.refresh(item.idPedido, db.orderItems.get(item.idPedido));
  syncOrder(db, index, index.position.get(item.idPedido)!);
  return changeOf(db, id, edited, null, [item.idPedido]);
}

/** The discount breakdown of an answer (commercial, negotiated, informed). */
export function answerDiscounts(db: MockDb, idPedidoItem: number, id: number): DescontoRespostaDto[] {
  const found = itemOf(db, idPedidoItem);
  const answer = found && answersForItem(db, found).find((row) => row.id === id);
  if (!found || !answer) return [];
  const reference = found.valorReferencia;
  const informed = reference > 0 ? Math.max(0, Math.round((1 - answer.precoSemST / reference) * 10_000) / 100) : 0;
  const commercial = Math.round(informed * 60) / 100;
  const rows: [string, number][] = [
    ['Comercial', commercial],
    ['Negociado', cents(informed - commercial)],
  ];
  return rows.map(([tipoNegociacao, percentualDesconto]) => ({ tipoNegociacao, percentualDesconto, valorDesconto: Math.round(reference * percentualDesconto) / 100 }));
}
