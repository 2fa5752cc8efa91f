import type { Page } from '../../src/api/dto';
import type { PedidoManualFilialDto, PedidoManualItemDto, PedidoManualItemRespostaDto } from '../../src/api/pedidoManualDto';
import { callMockApi } from './testApiCall';

/** For the manual order's handler tests: calls of the e2e buyer and the first rows of the generated manual order. */
export const call = callMockApi;

export async function ok<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const answer = await callMockApi<T>(path, init);
  if (answer.status !== 200) throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const branchesOf = (id: number, query = '') => ok<Page<PedidoManualFilialDto>>(`/pedidomanual/${id}?page=0&size=10${query}`);
export const itemsOf = (idPedidoManual: number, query = '') => ok<Page<PedidoManualItemDto>>(`/pedidomanual/getItens/${idPedidoManual}?page=0&size=50${query}`);
export const answersOfItem = (idItem: number, query = '') => ok<Page<PedidoManualItemRespostaDto>>(`/pedidomanual/getItensResposta/${idItem}?page=0&size=50${query}`);

/** The first product of the first branch with at least two answers that can be marked, and those answers. */
export async function itemWithChoice(id: number): Promise<{ branch: PedidoManualFilialDto; item: PedidoManualItemDto; answers: PedidoManualItemRespostaDto[] }> {
  for (const branch of (await branchesOf(id)).content) {
    for (const item of (await itemsOf(branch.id)).content) {
      const answers = (await answersOfItem(item.id)).content.filter((answer) => answer.editavel);
      if (answers.length >= 2) return { branch, item, answers };
    }
  }
  throw new Error('no product with two answers to choose from');
}
