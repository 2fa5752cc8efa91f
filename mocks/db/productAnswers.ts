import type { PedidoItemDto } from '../../src/api/dto';
import type { DescontoRespostaDto, RespostaProdutoDto } from '../../src/api/pedidoAutomaticoSelectionDto';
import type { MockDb } from './database';
import { answerTerms } from './answerItems';
import { automaticAward } from './awardExplanation';
import { automaticOrderIndex } from './automaticOrderIndex';
import { syncOrder } from './automaticOrderExclusion';
import { paymentTermOf } from './automaticOrderViews';
import type { DbOrderItem } from './types';

/**
 * The answers per product of the automatic order (spec 03 §2.3 "Quantity answers modal", §4.2):
 * for an order item, the answer it was ordered from (its own id is its idRespostaClienteItem) and
 * what the branch's other representatives answered for the same product (db.answerItems).
 * Choosing another answer takes its price, answered quantity and ordered quantity into the order
 * item (the item stays in its branch order: decisions.md), so the order, representative and
 * supplier totals follow through the index.
 */
interface OwnAnswer {
  semST: number;
  comST: number;
  respondida: number;
}

/** Per database: ordered quantities of answers not chosen, and what an item's own answer was before another was chosen. */
const state = new WeakMap<MockDb, { wanted: Map<number, number>; own: Map<number, OwnAnswer> }>();

function stateOf(db: MockDb) {
  let found = state.get(db);
  if (!found) state.set(db, (found = { wanted: new Map(), own: new Map() }));
  return found;
}

/** The order item of an id (idPedido × 10,000 + i); the order's own answer has the item's own id. */
function itemOf(db: MockDb, id: number): { item: DbOrderItem; items: DbOrderItem[] } | null {
  const idPedido = Math.floor(id / 10_000);
  const items = db.orderItems.get(idPedido);
  const item = items[id % 10_000];
  return item && item.id === id ? { item, items } : null;
}

/** Every answer for an order item, best price first (ordemPreco 1, 2, …). */
export function answersForItem(db: MockDb, item: DbOrderItem): RespostaProdutoDto[] {
  const order = db.orderById.get(item.idPedido);
  const quotation = order && db.quotationById.get(order.idCotacao);
  if (!order || !quotation) return [];
  const chosen = item.idRespostaClienteItem ?? item.id;
  const { wanted, own: owns } = stateOf(db);
  const original = owns.get(item.id) ?? { semST: item.valorSemST, comST: item.valorComST, respondida: item.qtdeRespondida };
  const now = db.now().getTime();
  const base = {
    idPedido: item.idPedido,
    idPedidoItem: item.id,
    cnpjCliente: order.cnpjCliente ?? '',
    nomeFantasiaCliente: order.nomeFantasiaCliente,
    codBarras: item.codigoBarras,
    descricaoProduto: item.descricaoProdutoCliente,
  };
  const own: RespostaProdutoDto = {
    ...base,
    id: item.id,
    comprarCliente: chosen === item.id,
    ignorada: false,
    vencida: false,
    ordemPreco: 0,
    prazoPagamento: paymentTermOf(order.idPedido),
    fornecedorNomeFantasia: db.supplierById.get(order.idFornecedor)?.nomeFantasia ?? '',
    representanteTitulo: db.representativeById.get(order.idRepresentante)?.nome ?? '',
    idFornecedor: order.idFornecedor,
    idRepresentante: order.idRepresentante,
    quantidade: original.respondida,
    quantidadePedir: chosen === item.id ? item.qtdePedida : (wanted.get(item.id) ?? item.qtdeRespondida),
    quantidadeEmbalagem: item.qtdeEmbalagem,
    tipoEmbalagem: item.qtdeEmbalagem > 1 ? 'CAIXA' : 'UNIDADE',
    precoSemST: original.semST,
    precoComST: original.comST,
    precoLiquido: original.semST,
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
        fornecedorNomeFantasia: db.supplierById.get(answer.idFornecedor)?.nomeFantasia ?? '',
        representanteTitulo: db.representativeById.get(answer.idRepresentante)?.nome ?? '',
        idFornecedor: answer.idFornecedor,
        idRepresentante: answer.idRepresentante,
        quantidade: answered.quantidade,
        quantidadePedir: chosen === answered.id ? item.qtdePedida : (wanted.get(answered.id) ?? answered.quantidade),
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

/** Finds the order item an answer belongs to: its own answer, or one listed for it. */
function answerAndItem(db: MockDb, id: number, idPedidoItem: number) {
  const found = itemOf(db, idPedidoItem);
  if (!found) throw new AnswerRefused('Item do pedido não encontrado.', 404);
  const answer = answersForItem(db, found.item).find((row) => row.id === id);
  if (!answer) throw new AnswerRefused('Resposta não encontrada.', 404);
  return { ...found, answer };
}

function refreshOrder(db: MockDb, item: DbOrderItem): void {
  const order = db.orderById.get(item.idPedido)!;
  const index = automaticOrderIndex(db, order.idCotacao);
  index.refresh(item.idPedido, db.orderItems.get(item.idPedido));
  const p = index.position.get(item.idPedido);
  if (p !== undefined) syncOrder(db, index, p);
}

/** Chooses an answer for its order item: price, answered and ordered quantity come from it. */
export function chooseAnswer(db: MockDb, id: number, idPedidoItem: number): { resposta: RespostaProdutoDto; item: PedidoItemDto } {
  const { item, answer } = answerAndItem(db, id, idPedidoItem);
  if (answer.ignorada) throw new AnswerRefused('Esta resposta foi ignorada no resumo e não pode ser escolhida.', 409);
  const edited = db.orderItems.edit(item.idPedido)[item.id % 10_000];
  const { own } = stateOf(db);
  if (!own.has(edited.id)) own.set(edited.id, { semST: edited.valorSemST, comST: edited.valorComST, respondida: edited.qtdeRespondida });
  Object.assign(edited, {
    idRespostaClienteItem: answer.id,
    valorSemST: answer.precoSemST,
    valorComST: answer.precoComST,
    qtdeRespondida: answer.quantidade,
    qtdePedida: answer.quantidadePedir,
  });
  refreshOrder(db, edited);
  return { resposta: { ...answer, comprarCliente: true }, item: { ...edited } };
}

/** The ordered quantity of an answer: the item's quantity when it is the chosen one, kept for the answer otherwise. */
export function setAnswerQuantity(db: MockDb, id: number, idPedidoItem: number, quantidadePedir: number): { resposta: RespostaProdutoDto; item: PedidoItemDto } {
  const { item, answer } = answerAndItem(db, id, idPedidoItem);
  if (!Number.isInteger(quantidadePedir) || quantidadePedir <= 0 || quantidadePedir > 99_999) throw new AnswerRefused('Informe uma quantidade válida.', 400);
  if (quantidadePedir % Math.max(1, answer.quantidadeEmbalagem) !== 0) throw new AnswerRefused(`A quantidade deve ser múltipla de ${answer.quantidadeEmbalagem}.`, 400);
  if (!answer.comprarCliente) {
    stateOf(db).wanted.set(answer.id, quantidadePedir);
    return { resposta: { ...answer, quantidadePedir }, item: { ...item } };
  }
  const edited = db.orderItems.edit(item.idPedido)[item.id % 10_000];
  edited.oldQtdePedido = edited.qtdePedida;
  edited.qtdePedida = quantidadePedir;
  refreshOrder(db, edited);
  return { resposta: { ...answer, quantidadePedir }, item: { ...edited } };
}

/** The discount breakdown of an answer (commercial, negotiated, informed). */
export function answerDiscounts(db: MockDb, idPedidoItem: number, id: number): DescontoRespostaDto[] {
  const found = itemOf(db, idPedidoItem);
  const answer = found && answersForItem(db, found.item).find((row) => row.id === id);
  if (!found || !answer) return [];
  const reference = found.item.valorReferencia;
  const informed = reference > 0 ? Math.max(0, Math.round((1 - answer.precoSemST / reference) * 10_000) / 100) : 0;
  const commercial = Math.round(informed * 60) / 100;
  const rows: [string, number][] = [
    ['Comercial', commercial],
    ['Negociado', Math.round((informed - commercial) * 100) / 100],
  ];
  return rows.map(([tipoNegociacao, percentualDesconto]) => ({ tipoNegociacao, percentualDesconto, valorDesconto: Math.round(reference * percentualDesconto) / 100 }));
}
