/**
 * The buy marks of one manual-order product at one branch as the screen holds them (spec 02 §4.1):
 * the product's checkbox (comprarCliente) and the marks of the answers it has loaded (a page of
 * 5). Pure reconciliation of a toggle with what the server answered, so the slice only applies it:
 * - checking or unchecking the product sets every answer of that product from the server's answer;
 * - an answer toggle answers a count (the item's answers still marked) and the ids of the other
 *   answers it unchecked: those are unchecked, and the product is unchecked when the count is 0;
 * - a toggle that failed puts back what was there before.
 */
export interface AnswerMark {
  comprarCliente: boolean;
  quantidadePedir: number;
}

export interface ItemMarks {
  comprarCliente: boolean;
  /** The answers loaded, by idPedidoManualItemResposta. */
  answers: Readonly<Record<number, AnswerMark>>;
}

/** What GET /marcarResposta/{id} (and POST /alterarQuantidade) answer about the toggle. */
export interface AnswerToggleResult {
  /** Answers of the item marked after the toggle. */
  count: number;
  /** Other answers of the item the server unchecked. */
  data: readonly number[];
  /** The toggled answer as stored (its quantity may have become the minimum or the asked one). */
  quantidadePedir?: number;
}

function withAnswer(marks: ItemMarks, id: number, change: Partial<AnswerMark>): ItemMarks {
  const current = marks.answers[id];
  if (!current) return marks;
  return { ...marks, answers: { ...marks.answers, [id]: { ...current, ...change } } };
}

/** The screen at once, before the server answers: the answer shows the new mark; checking one checks the product. */
export function optimisticAnswerToggle(marks: ItemMarks, id: number, checked: boolean): ItemMarks {
  const next = withAnswer(marks, id, { comprarCliente: checked });
  return checked ? { ...next, comprarCliente: true } : next;
}

/** The toggle's outcome: the server's answer applied, or (result null: the call failed) the marks from before. */
export function answerToggleOutcome(before: ItemMarks, id: number, checked: boolean, result: AnswerToggleResult | null): ItemMarks {
  if (!result) return before;
  const unchecked = new Set(result.data);
  const answers: Record<number, AnswerMark> = {};
  for (const [key, mark] of Object.entries(before.answers)) {
    const answerId = Number(key);
    if (answerId === id) answers[answerId] = { comprarCliente: checked, quantidadePedir: result.quantidadePedir ?? mark.quantidadePedir };
    else answers[answerId] = unchecked.has(answerId) ? { ...mark, comprarCliente: false } : mark;
  }
  return { comprarCliente: result.count > 0, answers };
}

/** The screen at once when the product's checkbox changes: unchecking unchecks every loaded answer. */
export function optimisticProductToggle(marks: ItemMarks, checked: boolean): ItemMarks {
  if (checked) return { ...marks, comprarCliente: true };
  const answers: Record<number, AnswerMark> = {};
  for (const [key, mark] of Object.entries(marks.answers)) answers[Number(key)] = { ...mark, comprarCliente: false };
  return { comprarCliente: false, answers };
}

/**
 * The product toggle's outcome: every loaded answer takes what the server answered for it (GET
 * /marcarProduto answers the item and all its answers); answers it did not name keep their marks
 * unless the product ended unchecked. null (the call failed): the marks from before.
 */
export function productToggleOutcome(before: ItemMarks, result: { comprarCliente: boolean; answers: Readonly<Record<number, AnswerMark>> } | null): ItemMarks {
  if (!result) return before;
  const answers: Record<number, AnswerMark> = {};
  for (const [key, mark] of Object.entries(before.answers)) {
    const answerId = Number(key);
    const server = result.answers[answerId];
    answers[answerId] = server ? { ...server } : result.comprarCliente ? mark : { ...mark, comprarCliente: false };
  }
  return { comprarCliente: result.comprarCliente, answers };
}
