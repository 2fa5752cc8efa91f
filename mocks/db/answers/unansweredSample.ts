import { seededQuotation } from '../core/seededQuotation';
import type { DbAnswer, DbBranch, DbOrder, DbParticipant, DbQuotation, GeneratedData, ScenarioShape } from '../core/types';

/** The generator's branch order (mocks/db/core/generate.ts). */
type OrderBuilder = (idPedido: number, quotation: DbQuotation, participant: DbParticipant, idCliente: number, items: number, branches: DbBranch[]) => DbOrder;

/**
 * ScenarioShape.unansweredSample (the `demo` data, issue 28): a quotation in analysis, with its
 * automatic orders, some of whose products nobody answered, so 'Ver Não Respondidos' and its export
 * can be tried. 24 products, 3 branches × 2 representatives: five answers cover 3 products each
 * (15 < 24, so at least 9 stay unanswered whatever their offsets) and one says it has no stock
 * (ESTOQUE), which names the products it lacks ('Sem estoque'; the others read 'Não Encontrado').
 * Its id is below the generated quotations' (1000 on) and it was registered weeks ago, so the
 * lists sorted newest first, and the tests that take a quotation in analysis, keep theirs.
 */
export const UNANSWERED_SAMPLE = 902;

const DAY = 86_400_000;
const PRODUCTS = 24;
const ANSWERED_EACH = 3;

export function addUnansweredSample(data: GeneratedData, shape: ScenarioShape, now: Date, buildOrder: OrderBuilder): void {
  if (!shape.unansweredSample) return;
  let nextAnswer = data.answers.reduce((max, answer) => Math.max(max, answer.id), 0) + 1;
  let nextOrder = data.orders.reduce((max, order) => Math.max(max, order.idPedido), 0) + 1;
  const due = new Date(now.getTime() - 20 * DAY);
  const quotation: DbQuotation = {
    ...seededQuotation({
      id: UNANSWERED_SAMPLE,
      titulo: 'Reposição mensal com produtos sem resposta',
      due,
      registeredDaysBefore: 3,
      branches: data.branches.slice(0, 3),
      reps: data.representatives.slice(0, 2),
      products: data.products.slice(60, 60 + PRODUCTS),
      quantity: (product, i) => (1 + ((i * 5) % 7)) * product.qtdeEmbalagem,
    }),
    pedidoGerado: 'AUTOMATICO',
  };
  data.quotations.push(quotation);
  quotation.participantes.forEach((participant, r) => {
    quotation.filiais.forEach((idCliente, b) => {
      const withoutStock = r === 1 && b === 2;
      const answer: DbAnswer = {
        id: nextAnswer++,
        idCotacao: quotation.id,
        ...participant,
        idCliente,
        categoria: withoutStock ? 'ESTOQUE' : 'RESPONDIDA',
        dataEnvio: new Date(due.getTime() - DAY).toISOString(),
        qtdeItensRespondidos: withoutStock ? 0 : ANSWERED_EACH,
      };
      data.answers.push(answer);
      if (!withoutStock) data.orders.push(buildOrder(nextOrder++, quotation, participant, idCliente, ANSWERED_EACH, data.branches));
    });
  });
}
