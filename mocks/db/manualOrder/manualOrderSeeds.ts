import type { CategoriaResposta } from '../../../src/api/dto';
import { createRandom } from '../core/random';
import { seededQuotation } from '../core/seededQuotation';
import type { DbAnswer, DbQuotation, GeneratedData, ScenarioShape } from '../core/types';

/**
 * The manual order's quotations of every scenario (issue 13): one in analysis whose manual order
 * can be generated (MANUAL_TO_GENERATE), and one whose manual order was generated already
 * (MANUAL_GENERATED, `pedidoGerado: 'MANUAL'`, built on first use), so the page has data at once.
 * In `large` the generated one is the power buyer's (300 branches × 3,000 products × 15 answers).
 * Their ids are below the generated quotations' (1000 on), so lists sorted newest first, and the
 * browser tests that take the newest quotation in analysis, keep finding the automatic order's.
 * Due 8 days and an hour before the mock starts (`now`, not the start of the day, so which answers
 * are expired does not depend on the hour the tests run): the answers valid 5 to 8 days after it
 * have expired (' - Vencida'), the others are valid for at least 23 hours more; one
 * representative's answers at the first branch are ignored (' - Ignorada').
 */
export const MANUAL_TO_GENERATE = 900;
export const MANUAL_GENERATED = 901;

const DAY = 86_400_000;

export function addManualOrderQuotations(data: GeneratedData, shape: ScenarioShape, now: Date): void {
  const random = createRandom(shape.seed + 13);
  let nextAnswer = data.answers.reduce((max, answer) => Math.max(max, answer.id), 0) + 1;
  const small = { branches: data.branches.slice(0, Math.min(6, data.branches.length)), reps: data.representatives.slice(0, Math.min(6, data.representatives.length)) };
  const power = shape.powerQuotation;
  const specs = [
    { id: MANUAL_TO_GENERATE, titulo: 'Pedido manual: reposição de genéricos', branches: small.branches, reps: small.reps, first: 20, count: 12, generated: false },
    power
      ? { id: MANUAL_GENERATED, titulo: 'Pedido manual nacional de reposição', branches: data.branches.slice(0, power.branches), reps: data.representatives.filter((r) => r.idFornecedor <= power.suppliers), first: 0, count: power.products, generated: true }
      : { id: MANUAL_GENERATED, titulo: 'Pedido manual: compra de medicamentos', branches: small.branches, reps: small.reps, first: 40, count: 14, generated: true },
  ];
  for (const spec of specs) {
    const due = new Date(now.getTime() - 8 * DAY - 3_600_000);
    const products = data.products.slice(spec.first, spec.first + spec.count);
    const quotation: DbQuotation = {
      ...seededQuotation({ ...spec, due, registeredDaysBefore: 4, products, quantity: (product, i) => (1 + ((i * 7) % 9)) * product.qtdeEmbalagem }),
      ...(spec.generated ? { pedidoGerado: 'MANUAL' as const } : {}),
    };
    data.quotations.push(quotation);
    quotation.participantes.forEach((participant, r) => {
      quotation.filiais.forEach((idCliente, b) => {
        const categoria: CategoriaResposta = !power && r === 1 && b === 1 ? 'NAO_ATENDE' : 'RESPONDIDA';
        const full = power !== undefined && spec.generated;
        const answer: DbAnswer = {
          id: nextAnswer++,
          idCotacao: quotation.id,
          ...participant,
          idCliente,
          categoria,
          dataEnvio: new Date(due.getTime() - DAY).toISOString(),
          qtdeItensRespondidos: full ? spec.count : random.int(Math.ceil(spec.count / 2), spec.count),
        };
        if (r === 0 && b === 0) answer.respostaIgnorada = true;
        data.answers.push(answer);
      });
    });
  }
}
