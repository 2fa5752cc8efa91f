import type { ItemComRespostasDto, PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import type { AnswerMark, ItemMarks } from '../../domain/manualOrderSelection';
import type { ManualAnswer, ManualOrderDataState } from './manualOrderDataSlice';

/**
 * How the manual order's loaded rows change (manualOrderDataSlice.ts): answers indexed by their
 * product, what the pages no longer show dropped, a product's marks read and written through the
 * domain rules, the server's rows and versions of a product taken.
 */
export function indexAnswer(state: ManualOrderDataState, answer: ManualAnswer): void {
  state.answers[answer.id] = { ...state.answers[answer.id], ...answer };
  const ids = state.answersByItem[answer.idPedidoManualItem] ?? [];
  if (!ids.includes(answer.id)) state.answersByItem[answer.idPedidoManualItem] = [...ids, answer.id];
}

/** Keeps what the pages still reference: the products of the kept branches, their answers, the grouped answers. */
export function prune(state: ManualOrderDataState): void {
  const itemIds = new Set(Object.values(state.productPages).flatMap((page) => page.ids));
  for (const id of Object.keys(state.items).map(Number)) if (!itemIds.has(id)) delete state.items[id];
  for (const id of Object.keys(state.answerPages).map(Number)) if (!itemIds.has(id)) delete state.answerPages[id];
  const answerIds = new Set([...Object.values(state.answerPages), ...Object.values(state.groupedAnswerPages)].flatMap((page) => page.ids));
  for (const id of Object.keys(state.answers).map(Number)) if (!answerIds.has(id)) delete state.answers[id];
  const byItem: Record<number, number[]> = {};
  for (const answer of Object.values(state.answers)) (byItem[answer.idPedidoManualItem] ??= []).push(answer.id);
  state.answersByItem = byItem;
}

/** The product's marks as the domain rules see them (the loaded answers only). */
export function marksOf(state: ManualOrderDataState, idItem: number): ItemMarks {
  const answers: Record<number, AnswerMark> = {};
  for (const id of state.answersByItem[idItem] ?? []) {
    const answer = state.answers[id];
    if (answer) answers[id] = { comprarCliente: answer.comprarCliente, quantidadePedir: answer.quantidadePedir };
  }
  const item = state.items[idItem];
  return { comprarCliente: item ? item.comprarCliente : Object.values(answers).some((mark) => mark.comprarCliente), answers };
}

export function writeMarks(state: ManualOrderDataState, idItem: number, marks: ItemMarks): void {
  for (const [key, mark] of Object.entries(marks.answers)) {
    const answer = state.answers[Number(key)];
    if (answer) Object.assign(answer, mark);
  }
  const item = state.items[idItem];
  if (item) item.comprarCliente = marks.comprarCliente;
}

/** The server's rows of a product replace those loaded (answers not loaded are not added). */
export function applyItemWithAnswers(state: ManualOrderDataState, { item, respostas }: ItemComRespostasDto): void {
  if (state.items[item.id]) state.items[item.id] = item;
  for (const answer of respostas) if (state.answers[answer.id]) state.answers[answer.id] = { ...state.answers[answer.id], ...answer };
  applyItemVersions(state, respostas);
}

/** One version for an item's answers (its marks and quantities move together on the server): each answer of it takes the newest seen. */
export function applyItemVersions(state: ManualOrderDataState, respostas: readonly PedidoManualItemRespostaDto[]): void {
  const newest = new Map<number, number>();
  for (const answer of respostas) if (answer.versao !== undefined) newest.set(answer.idPedidoManualItem, Math.max(answer.versao, newest.get(answer.idPedidoManualItem) ?? 0));
  if (newest.size === 0) return;
  for (const answer of Object.values(state.answers)) {
    const versao = newest.get(answer.idPedidoManualItem);
    if (versao !== undefined && (answer.versao ?? 0) < versao) answer.versao = versao;
  }
}
