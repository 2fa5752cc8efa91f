import type { PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import type { AnswerMark, ItemMarks } from '../../domain/manualOrderSelection';
import type { MarkConflict } from './manualOrderEvents';

/**
 * The product's marks as the server has them, from the marks shown before the buyer's toggle and
 * the answers a version conflict gave (docs/api.md "Versioned writes"): those answers as they
 * are; one answer is bought per product, so one marked there unmarks the others shown.
 */
export function serverMarks(before: ItemMarks, current: readonly PedidoManualItemRespostaDto[]): ItemMarks {
  const answers: Record<number, AnswerMark> = { ...before.answers };
  const marked = current.find((answer) => answer.comprarCliente);
  if (marked) for (const id of Object.keys(answers).map(Number)) answers[id] = { ...answers[id], comprarCliente: false };
  for (const answer of current) if (answers[answer.id]) answers[answer.id] = { comprarCliente: answer.comprarCliente, quantidadePedir: answer.quantidadePedir };
  const shown = Object.values(answers);
  return { comprarCliente: shown.length > 0 ? shown.some((mark) => mark.comprarCliente) : before.comprarCliente, answers };
}

/** A mark in words, as the conflict's popover reads it. */
export const markText = (checked: boolean): string => (checked ? 'marcado para comprar' : 'desmarcado');

/** The mark the server has now, with the supplier the product is bought from when another answer is marked: 'desmarcado (comprado de X)'. */
export function currentMarkText(conflict: MarkConflict): string {
  const checked = conflict.idAnswer === undefined ? conflict.marks.comprarCliente : (conflict.marks.answers[conflict.idAnswer]?.comprarCliente ?? !conflict.checked);
  const bought = conflict.current.find((answer) => answer.comprarCliente && answer.id !== conflict.idAnswer);
  return bought ? `${markText(checked)} (comprado de ${bought.nomeFantasiaFornecedor})` : markText(checked);
}
