import { http, HttpResponse } from 'msw';
import type { AlterarQuantidadeManualDto, ItemComRespostasDto, MarcacaoFilialDto, MarcacaoRespostaDto } from '../../src/api/pedidoManualDto';
import type { AlteracaoEmMassaManualDto, ComprarDestaRespostaDto, QuantidadeEmMassaManualDto, RespostaEmMassaManualDto } from '../../src/api/pedidoManualMassaDto';
import { db } from '../db/core/current';
import { changeQuantity, deleteItem, ManualOrderRefused, markAnswer, markBranch, markProduct, restoreAnswer, restoreDeleted, restoreItem, type AnswerRef, type ItemRef, type ToggleOutcome } from '../db/manualOrder/manualOrderCommands';
import { buyFromAnswer, massAnswer, massQuantity, productBranches, type MassOutcome } from '../db/manualOrder/manualOrderMass';
import { restartManualOrder } from '../db/manualOrder/manualOrderInsertion';
import { api, bodyOf, requireQuotation, requireUser } from './context';
import { answerOfRequest, branchOfRequest, guarded, isMarked, itemOfRequest, manualOrderOfRequest } from './pedidoManualContext';
import { itemDto } from './pedidoManualViews';
import { answerDto, answersOf } from './pedidoManualAnswerViews';
import { VERSION_CONFLICT_MESSAGE } from '../../src/domain/versionConflict';
import { versionOf } from '../db/core/itemRevisions';
import { isStaleItem, itemVersionsOf, staleProductReason } from '../db/manualOrder/manualOrderVersions';

/**
 * The manual order's commands (spec 02 §4.1, §7 "Manual order"; docs/api.md): quantity, the three
 * toggles, restore and delete, the mass changes of a product across branches, and 'Reiniciar'.
 * Each answers what changed, so the screen applies it in one action; a refusal answers
 * { sucesso: false, mensagem } with 409 (expired, ignored, deleted, orders sent) or 400.
 */
const BASE = '/pedidomanual';

const withAnswers = ({ order, branch, p }: ItemRef): ItemComRespostasDto => ({ item: itemDto(db(), order, branch, p), respostas: answersOf(db(), order, branch, p) });

function toggled(ref: AnswerRef, outcome: ToggleOutcome): Response {
  const rank = ref.order.ranked(ref.branch, ref.p).indexOf(ref.s);
  return HttpResponse.json<MarcacaoRespostaDto>({ ...outcome, resposta: answerDto(db(), ref, rank), item: itemDto(db(), ref.order, ref.branch, ref.p) });
}

/** A write read at an older version of the item is refused with every answer of the item as it is now (docs/api.md "Versioned writes"). */
function assertVersion(ref: ItemRef, versao: unknown): void {
  const expected = versionOf(versao);
  if (expected === undefined || expected === ref.order.version(ref.branch, ref.p)) return;
  throw new ManualOrderRefused(VERSION_CONFLICT_MESSAGE, 409, answersOf(db(), ref.order, ref.branch, ref.p));
}

/** `?versao=` of a GET command: the item's version the mark was made over (absent: unconditional). */
const queryVersion = (url: URL): number | undefined => (url.searchParams.has('versao') ? Number(url.searchParams.get('versao')) : undefined);

function massAnswered(outcome: MassOutcome, what: string): Response {
  const changed = outcome.changed.length;
  const mensagem = changed === 0 ? 'Nenhuma filial foi alterada.' : `${what} em ${changed} ${changed === 1 ? 'filial' : 'filiais'}.`;
  return HttpResponse.json<AlteracaoEmMassaManualDto>({ sucesso: changed > 0, mensagem, filiaisNaoAlteradas: outcome.notChanged, itens: outcome.changed.map(withAnswers), conflitos: outcome.conflicts.map(withAnswers) });
}

function requireCnpjs(cnpjs: unknown): string[] {
  if (!Array.isArray(cnpjs) || cnpjs.length === 0) throw new ManualOrderRefused('Selecione ao menos uma filial.', 400);
  return cnpjs.map(String);
}

export const pedidoManualCommandHandlers = [
  http.post(api(`${BASE}/alterarQuantidade`), async ({ request }) =>
    guarded(async () => {
      const body = await bodyOf<AlterarQuantidadeManualDto>(request);
      const ref = answerOfRequest(request, body.idPedidoManualItemResposta);
      assertVersion(ref, body.versao);
      return toggled(ref, changeQuantity(db(), ref, body.qtde));
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/marcarResposta/:id`), ({ request, params }) =>
    guarded(() => {
      const ref = answerOfRequest(request, params.id);
      const url = new URL(request.url);
      assertVersion(ref, queryVersion(url));
      return toggled(ref, markAnswer(db(), ref, isMarked(url)));
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/marcarProduto/:id`), ({ request, params }) =>
    guarded(() => {
      const ref = itemOfRequest(request, params.id);
      const url = new URL(request.url);
      assertVersion(ref, queryVersion(url));
      markProduct(db(), ref, isMarked(url));
      return HttpResponse.json(withAnswers(ref));
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/marcarPedido/:id`), ({ request, params }) =>
    guarded(() => {
      const { order, branch } = branchOfRequest(request, params.id);
      const url = new URL(request.url);
      const checked = isMarked(url);
      const versoes = itemVersionsOf(url.searchParams.get('versoes'));
      const { bought, skipped } = markBranch(db(), order, branch, checked, (ref) => isStaleItem(ref, versoes));
      const produtosNaoAlterados = Object.fromEntries(skipped.map((ref) => [ref.order.itemId(ref.branch, ref.p), staleProductReason(db(), ref)]));
      return HttpResponse.json<MarcacaoFilialDto>({ selecionado: order.selected.has(branch.index), quantidade: checked ? bought : 0, produtosNaoAlterados, conflitos: skipped.map(withAnswers) });
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/restaurarPedidoManualItemResposta/:id`), ({ request, params }) =>
    guarded(() => {
      const ref = answerOfRequest(request, params.id);
      restoreAnswer(db(), ref);
      return HttpResponse.json(withAnswers(ref));
    }),
  ),

  http.put<{ id: string }>(api(`${BASE}/pedidoManualItem/:id/restaurar`), ({ request, params }) =>
    guarded(() => {
      const ref = itemOfRequest(request, params.id);
      restoreItem(db(), ref);
      return HttpResponse.json(withAnswers(ref));
    }),
  ),

  http.put<{ id: string; idPedidoManual?: string }>(api(`${BASE}/pedidoManualItem/restaurarTodos/:id/:idPedidoManual?`), ({ request, params }) =>
    guarded(() => {
      const { order } = manualOrderOfRequest(request, params.id);
      const branch = params.idPedidoManual ? branchOfRequest(request, params.idPedidoManual).branch : undefined;
      const restored = restoreDeleted(db(), order, branch);
      return HttpResponse.json({ sucesso: true, mensagem: `${restored} ${restored === 1 ? 'produto restaurado' : 'produtos restaurados'}.` });
    }),
  ),

  http.delete<{ id: string }>(api(`${BASE}/pedidoManualItem/:id/delete`), ({ request, params }) =>
    guarded(() => {
      deleteItem(db(), itemOfRequest(request, params.id));
      return HttpResponse.json({ sucesso: true, mensagem: 'Produto excluído do pedido manual.' });
    }),
  ),

  http.post<{ id: string }>(api(`${BASE}/alterarRespostaEmMassa/:id`), async ({ request, params }) =>
    guarded(async () => {
      const { order } = manualOrderOfRequest(request, params.id);
      const body = await bodyOf<RespostaEmMassaManualDto>(request);
      const ordemTela = Number(body.ordemTela);
      if (!Number.isInteger(ordemTela) || ordemTela < 1) throw new ManualOrderRefused('ordemTela deve ser a posição de preço da resposta (1 = melhor preço).', 400);
      const { p, branches } = productBranches(order, String(body.codBarras ?? ''), requireCnpjs(body.cnpjs));
      return massAnswered(massAnswer(db(), order, branches, p, ordemTela, itemVersionsOf(body.versoes)), 'Resposta alterada');
    }),
  ),

  http.post<{ id: string }>(api(`${BASE}/alterarQuantidadeRespostaEmMassa/:id`), async ({ request, params }) =>
    guarded(async () => {
      const { order } = manualOrderOfRequest(request, params.id);
      const body = await bodyOf<QuantidadeEmMassaManualDto>(request);
      const { p, branches } = productBranches(order, String(body.codBarras ?? ''), requireCnpjs(body.cnpjs));
      return massAnswered(massQuantity(db(), order, branches, p, body.quantidadePedirSistema as unknown, itemVersionsOf(body.versoes)), 'Quantidade alterada');
    }),
  ),

  http.post(api(`${BASE}/comprarDestaResposta`), async ({ request }) =>
    guarded(async () => {
      const body = await bodyOf<ComprarDestaRespostaDto>(request);
      return massAnswered(buyFromAnswer(db(), answerOfRequest(request, body.idPedidoManualItemResposta), itemVersionsOf(body.versoes)), 'Produto comprado desta resposta');
    }),
  ),

  http.post<{ id: string }>(api(`${BASE}/reiniciar/:id`), ({ request, params }) =>
    guarded(() => {
      restartManualOrder(db(), requireQuotation(requireUser(request), params.id));
      return HttpResponse.json({ sucesso: true, mensagem: 'Pedido manual reiniciado.' });
    }),
  ),
];
