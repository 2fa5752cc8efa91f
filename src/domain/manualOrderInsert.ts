/**
 * 'Inserir no Pedido' (spec 02 §4.6, §8): which confirmations to ask, in which order and with
 * which texts, and which message a failure shows. The counts come from the server (GET
 * /pedidomanual/total/{id} for the selected products, GET /pedido/haProdutoSemRespostaSelecionada
 * and /pedido/haRespostaComQuantidadePedidaZerada); the spec gives no wording for the two
 * confirmations, so theirs is ours (docs/decisions.md).
 */
export interface InsertCounts {
  /** Products (product × branch) bought: some answer marked. */
  selecionados: number;
  /** Products without a marked answer (GET haProdutoSemRespostaSelecionada). */
  semResposta: number;
  /** Marked answers whose quantity is 0 (GET haRespostaComQuantidadePedidaZerada). */
  quantidadeZerada: number;
}

export type InsertConfirmationKind = 'semRespostaSelecionada' | 'quantidadeZerada';

export interface InsertConfirmation {
  kind: InsertConfirmationKind;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

const TITLE = 'Inserir no Pedido';
const BUTTONS = { confirmLabel: 'Continuar', cancelLabel: 'Cancelar' } as const;

const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);

/** Step 1 (spec 02 §4.6): no product selected, or some product without a selected answer. */
export function withoutAnswerConfirmation(counts: InsertCounts): InsertConfirmation | null {
  if (counts.selecionados > 0 && counts.semResposta === 0) return null;
  const message =
    counts.selecionados === 0
      ? 'Nenhum produto está selecionado para compra. Deseja continuar mesmo assim?'
      : `Há ${counts.semResposta} ${plural(counts.semResposta, 'produto sem resposta selecionada; ele não entrará', 'produtos sem resposta selecionada; eles não entrarão')} no pedido. Deseja continuar?`;
  return { kind: 'semRespostaSelecionada', title: TITLE, message, ...BUTTONS };
}

/** Step 2 (spec 02 §4.6): answers selected with quantity 0. */
export function zeroQuantityConfirmation(counts: InsertCounts): InsertConfirmation | null {
  if (counts.quantidadeZerada <= 0) return null;
  const n = counts.quantidadeZerada;
  const message = `Há ${n} ${plural(n, 'resposta selecionada com quantidade 0; ela não entrará', 'respostas selecionadas com quantidade 0; elas não entrarão')} no pedido. Deseja continuar?`;
  return { kind: 'quantidadeZerada', title: TITLE, message, ...BUTTONS };
}

/** The confirmations to ask, in the spec's order (each only when it applies); empty: insert at once. */
export function insertConfirmations(counts: InsertCounts): InsertConfirmation[] {
  return [withoutAnswerConfirmation(counts), zeroQuantityConfirmation(counts)].filter((step): step is InsertConfirmation => step !== null);
}

/** Spec 02 §8, the manual order's messages, verbatim. */
export const MANUAL_ORDER_MESSAGES = {
  restartFailed: 'Ocorreu um erro ao tentar reiniciar o pedido, contate o suporte.',
  insertFailed: 'Ocorreu um erro ao tentar inserir o pedido, contate o suporte.',
  quotationNotFound: 'Não foi possível localizar a cotação.',
  serverError: 'Tivemos um problema ao processar sua solicitação. Contate o suporte ou tente novamente em instantes.',
  insertUnknown: 'Ocorreu um erro desconhecido ao inserir o pedido, contate o suporte.',
  insertGeneric: 'Ocorreu um erro ao tentar inserir, contate o suporte.',
  empty: 'Nenhum dado foi encontrado!',
} as const;

/** Where in 'Inserir no Pedido' a call failed. */
export type InsertStage = 'semRespostaCheck' | 'quantidadeZeradaCheck' | 'validation' | 'insertion';

/** A failed call as the domain sees it: its HTTP status (0 when there was none: network, timeout, unreadable body). */
export interface CallFailure {
  status: number;
  /** The server's own mensagem, when it gave one (a refusal such as 409). */
  serverMessage?: string;
}

/**
 * The message of a failure during 'Inserir no Pedido' (spec 02 §8): a 500 answer is the server
 * problem; the zero-quantity check's 404 is the quotation not found; a refusal the server explained
 * shows its words; the insertion call fails with the insert message, or the unknown-error one when
 * no answer came; the checks before it fail with the generic insert message.
 */
export function insertFailureMessage(stage: InsertStage, failure: CallFailure): string {
  if (failure.status >= 500) return MANUAL_ORDER_MESSAGES.serverError;
  if (stage === 'quantidadeZeradaCheck' && failure.status === 404) return MANUAL_ORDER_MESSAGES.quotationNotFound;
  if (failure.status >= 400 && failure.status < 500 && failure.status !== 401 && failure.serverMessage) return failure.serverMessage;
  if (stage === 'insertion') return failure.status === 0 ? MANUAL_ORDER_MESSAGES.insertUnknown : MANUAL_ORDER_MESSAGES.insertFailed;
  return MANUAL_ORDER_MESSAGES.insertGeneric;
}

/** The message of a failed 'Reiniciar' (spec 02 §8): a 500 is the server problem, otherwise the restart message. */
export function restartFailureMessage(failure: CallFailure): string {
  return failure.status >= 500 ? MANUAL_ORDER_MESSAGES.serverError : MANUAL_ORDER_MESSAGES.restartFailed;
}
