import type { Page } from '../../src/api/dto';
import type { NegociacaoDetalheDto, PedidoManualItemRespostaDto } from '../../src/api/pedidoManualDto';
import { isAnswerEditable } from '../../src/domain/manualOrderFilter';
import { leaveManualQuantity } from '../../src/domain/manualOrderQuantity';
import { answerItemAt, answerTerms } from '../db/answers/answerItems';
import { manualAward } from '../db/answers/awardExplanation';
import { type MockDb } from '../db/core/database';
import { manualIds, type ManualBranch, type ManualOrder } from '../db/manualOrder/manualOrder';
import { answerState, ordersSent, rulesAt, type AnswerRef } from '../db/manualOrder/manualOrderCommands';
import { paymentCondition } from './cotacaoViews';
import { cents } from '../../src/domain/money';
import { historyOf, pageOf, percent, supplierMask, unit, type ListContext } from './pedidoManualViews';

/** The manual order's answers as the wire shapes them (PedidoManualItemRespostaDto): prices against the reference or history, price rank, terms, state; their page and their discount breakdown. */
const withoutCondition = new WeakMap<ManualOrder, Map<number, boolean>>();

/** The supplier lacks a payment condition at some branch of the quotation (the wizard's rule). */
function lacksCondition(order: ManualOrder, idFornecedor: number): boolean {
  let known = withoutCondition.get(order);
  if (!known) withoutCondition.set(order, (known = new Map()));
  let lacks = known.get(idFornecedor);
  if (lacks === undefined) known.set(idFornecedor, (lacks = order.quotation.filiais.some((idFilial) => paymentCondition(idFornecedor, idFilial) === null)));
  return lacks;
}

const difference = (price: number, base: number) => ({ valor: cents(price - base), percentual: percent(price - base, base) });

/** One answer row; `rank` is its place in the product's price order (0 = best). */
export function answerDto(db: MockDb, ref: AnswerRef, rank: number): PedidoManualItemRespostaDto {
  const { order, branch, p, s } = ref;
  const slot = branch.slots[s];
  const answer = slot.answer;
  const item = answerItemAt(answer, order.quotation, db.productById, db.scenarioSeed, order.indexIn(slot, p))!;
  const terms = answerTerms(answer, order.quotation, db.scenarioSeed);
  const days = answer.diasPrazoEscolhido ?? terms.diasPrazoPagamento;
  const state = answerState(db, ref);
  const quantity = order.quantity(branch, s, p);
  const rules = rulesAt(ref);
  const idItem = order.itemId(branch, p);
  const id = manualIds.answer(idItem, s);
  const reference = order.products[p].precoFabrica;
  const history = historyOf(idItem, reference);
  const base = reference > 0 || history === null ? reference : history;
  const liquido = cents(item.precoSemST * 0.97);
  const custo = cents(item.precoComST * 0.99);
  return {
    id,
    idPedidoManualItem: idItem,
    idPedidoManual: branch.id,
    idResposta: answer.id,
    idRespostaItem: item.id,
    idFornecedor: answer.idFornecedor,
    idRepresentante: answer.idRepresentante,
    idCliente: branch.idCliente,
    cnpjFornecedor: db.supplierById.get(answer.idFornecedor)?.cnpj ?? '',
    nomeFantasiaFornecedor: db.supplierName(answer.idFornecedor),
    tituloRepresentante: db.representativeName(answer.idRepresentante),
    prazoPagamento: days,
    prazoTitulo: days === 0 ? 'À vista' : `${days} dias`,
    quantidadeRespondida: item.quantidade,
    qtdeMinima: item.quantidadeMinima,
    quantidadeFixa: item.quantidadeFixa,
    tipoEmbalagem: item.tipoEmbalagem,
    quantidadeEmbalagem: item.quantidadeEmbalagem,
    quantidadePedir: quantity,
    quantidadePedirAnterior: order.previousQuantity(branch, s, p),
    versao: order.version(branch, p),
    quantidadePedirSistema: order.systemQuantity(branch, s, p),
    comprarCliente: order.chosen(branch, p) === s,
    oportunidade: item.oportunidade,
    descontoInformado: item.descontoInformado,
    descontoUtilizado: quantity > 0 && leaveManualQuantity(quantity, rules) === quantity ? item.descontoInformado : 0,
    aliquotaTotal: percent(item.precoComST - item.precoSemST, item.precoSemST),
    precoSemST: item.precoSemST,
    precoComST: item.precoComST,
    precoLiquido: liquido,
    precoCusto: custo,
    baseComparacao: reference > 0 || history === null ? 'REFERENCIA' : 'HISTORICO',
    valorComparacao: base,
    diferencas: { semST: difference(item.precoSemST, base), comST: difference(item.precoComST, base), liquido: difference(liquido, base), custo: difference(custo, base) },
    ordemPreco: rank + 1,
    codigoSubstituto: item.codigoSubstituto,
    faturamentoMinimo: terms.faturamentoMinimo,
    liberado: item.liberado,
    semAnalisePreco: unit(idItem, 13) < 0.03,
    acordoCompra: unit(id, 11) < 0.05,
    descontoNegociado: unit(id, 12) < 0.1,
    ...state,
    editavel: isAnswerEditable(state) && !order.excluded(branch, p) && !ordersSent(db, order.idCotacao),
    fornecedorSemCondicaoPagamento: lacksCondition(order, answer.idFornecedor),
    ...(order.base(branch).chosen[p] === s ? { porQueEsteFornecedor: manualAward(order, branch, p) } : {}),
  };
}

/** The product's answers at its branch (all, or those in `mask`), best price first. */
export function answersOf(db: MockDb, order: ManualOrder, branch: ManualBranch, p: number, mask = -1): PedidoManualItemRespostaDto[] {
  return order
    .ranked(branch, p)
    .map((s, rank) => ({ s, rank }))
    .filter(({ s }) => (mask & (1 << s)) !== 0)
    .map(({ s, rank }) => answerDto(db, { order, branch, p, s }, rank));
}

/** GET /getItensResposta/{idItem}: a page of the product's answers under the filter (built only for the page). */
export function answersPage(db: MockDb, order: ManualOrder, branch: ManualBranch, p: number, ctx: ListContext, page: number, size: number): Page<PedidoManualItemRespostaDto> {
  let mask = order.base(branch).cover[p] & supplierMask(db, branch, ctx.filter.cnpjFornecedor);
  if (ctx.filter.respostaComOportunidade) mask &= order.base(branch).opportunity[p];
  const ranked = order
    .ranked(branch, p)
    .map((s, rank) => ({ s, rank }))
    .filter(({ s }) => (mask & (1 << s)) !== 0);
  return pageOf(ranked, page, size, ({ s, rank }) => answerDto(db, { order, branch, p, s }, rank));
}

/** GET getNegociacaoDetalheCliente: the discount split into its commercial and (when negotiated) negotiated parts. */
export function discountRows(db: MockDb, ref: AnswerRef): NegociacaoDetalheDto[] {
  const answer = answerDto(db, ref, 0);
  const reference = ref.order.products[ref.p].precoFabrica;
  const informed = Math.max(0, answer.descontoInformado);
  const commercial = answer.descontoNegociado ? Math.round(informed * 60) / 100 : informed;
  const rows: [string, number][] = [['Comercial', commercial]];
  if (answer.descontoNegociado) rows.push(['Negociado', cents(informed - commercial)]);
  return rows.map(([tipoNegociacao, percentualDesconto]) => ({ tipoNegociacao, percentualDesconto, valorDesconto: cents((reference * percentualDesconto) / 100) }));
}
