import { commitManualQuantity, quantityWhenBought } from '../../../src/domain/manualOrderQuantity';
import { isWholeQuantity, NOT_A_WHOLE_NUMBER } from '../../../src/domain/orderQuantity';
import type { MockDb } from '../core/database';
import type { ManualBranch, ManualOrder } from './manualOrder';
import { assertOpen, choose, isEditable, ManualOrderRefused, REFUSALS, rulesAt, storeQuantity, type AnswerRef, type ItemRef } from './manualOrderCommands';
import { isStaleItem, staleReason, type ItemVersions } from './manualOrderVersions';

/**
 * The manual order's mass changes of one product across branches (spec 02 §7: alterarRespostaEmMassa,
 * alterarQuantidadeRespostaEmMassa, comprarDestaResposta): each branch changed under the same rules
 * as a single change (mocks/db/manualOrder/manualOrderCommands.ts), the others listed with why they were not.
 */
/** The product of a codBarras in the manual order, and the branches asked for (cnpjs; empty = all) that have it. */
export function productBranches(order: ManualOrder, codBarras: string, cnpjs: readonly string[] = []): { p: number; branches: ManualBranch[] } {
  const p = order.products.findIndex((product) => product.ean === codBarras);
  if (p < 0) throw new ManualOrderRefused('Produto não encontrado no pedido manual.', 404);
  const wanted = new Set(cnpjs);
  // A branch that deleted the product holds it no more (its answers are not listed nor changed in mass).
  const branches = order.branches.filter((branch) => (wanted.size === 0 || wanted.has(branch.cnpj)) && order.base(branch).cover[p] !== 0 && !order.excluded(branch, p));
  return { p, branches };
}

export interface MassOutcome {
  changed: ItemRef[];
  notChanged: Record<string, string>;
  /** Branches left as they are because their item changed since the buyer read it (docs/api.md "Versioned writes"). */
  conflicts: ItemRef[];
}

function massChange(db: MockDb, order: ManualOrder, branches: ManualBranch[], p: number, versoes: ItemVersions, apply: (ref: ItemRef) => string | null): MassOutcome {
  assertOpen(db, order);
  const result: MassOutcome = { changed: [], notChanged: {}, conflicts: [] };
  for (const branch of branches) {
    const ref = { order, branch, p };
    if (isStaleItem(ref, versoes)) {
      result.notChanged[branch.cnpj] = `${branch.nome}: ${staleReason(db, ref)}`;
      result.conflicts.push(ref);
      continue;
    }
    const why = order.excluded(branch, p) ? REFUSALS.deleted : apply(ref);
    if (why) result.notChanged[branch.cnpj] = `${branch.nome}: ${why}`;
    else result.changed.push(ref);
  }
  return result;
}

/** POST alterarRespostaEmMassa: at each branch, buy from the answer of price rank ordemTela. */
export function massAnswer(db: MockDb, order: ManualOrder, branches: ManualBranch[], p: number, ordemTela: number, versoes?: ItemVersions): MassOutcome {
  return massChange(db, order, branches, p, versoes, (ref) => {
    const s = order.ranked(ref.branch, p)[ordemTela - 1];
    if (s === undefined) return `não há resposta na posição ${ordemTela} de preço.`;
    if (!isEditable(db, { ...ref, s })) return 'a resposta desta posição está vencida ou foi ignorada.';
    choose({ ...ref, s });
    return null;
  });
}

/** POST alterarQuantidadeRespostaEmMassa: the marked answer's quantity at each branch, under that answer's rules. */
export function massQuantity(db: MockDb, order: ManualOrder, branches: ManualBranch[], p: number, quantity: unknown, versoes?: ItemVersions): MassOutcome {
  if (!isWholeQuantity(quantity)) throw new ManualOrderRefused(NOT_A_WHOLE_NUMBER, 400);
  if (quantity === 0) throw new ManualOrderRefused('Não é permitido valores zerados', 400);
  return massChange(db, order, branches, p, versoes, (ref) => {
    const s = order.chosen(ref.branch, p);
    if (s < 0) return 'nenhuma resposta selecionada.';
    const answer = { ...ref, s };
    if (!isEditable(db, answer)) return 'a resposta selecionada está vencida ou foi ignorada.';
    const stored = commitManualQuantity(String(quantity), rulesAt(answer));
    if (stored === 0) return `a quantidade ${quantity} não atende a quantidade mínima da resposta.`;
    storeQuantity(answer, stored);
    return null;
  });
}

/** POST comprarDestaResposta: the product bought from this representative at every branch it answered, each with the minimum or the asked quantity. */
export function buyFromAnswer(db: MockDb, ref: AnswerRef, versoes?: ItemVersions): MassOutcome {
  const { order, p } = ref;
  const source = ref.branch.slots[ref.s].answer;
  const { branches } = productBranches(order, order.products[p].ean);
  return massChange(db, order, branches, p, versoes, (item) => {
    const s = item.branch.slots.findIndex((slot, index) => slot.answer.idRepresentante === source.idRepresentante && (order.base(item.branch).cover[p] & (1 << index)) !== 0);
    if (s < 0) return 'o representante não respondeu este produto nesta filial.';
    const answer = { ...item, s };
    if (!isEditable(db, answer)) return 'a resposta está vencida ou foi ignorada.';
    // Transferring sets the quantity to the minimum or the asked one (spec 02 §4.1).
    storeQuantity(answer, quantityWhenBought(order.quotation.itens[p].quantidade, rulesAt(answer)));
    choose(answer);
    return null;
  });
}
