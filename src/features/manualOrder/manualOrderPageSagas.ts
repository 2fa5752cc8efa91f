import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import type { PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import type { PaginaPedidoManualDto } from '../../api/pedidoManualPaginaDto';
import { manualOrderDataActions } from './manualOrderDataSlice';
import { withPendingQuantities } from './manualOrderSaveSagas';

/**
 * A page of branches read in one request (GET /pedidomanual/pagina, issue 31): each branch's first
 * products and each product's first answers go into the store as their own reads would put them
 * (an answer's quantity still waiting to be saved shown as typed), so paging a branch's products
 * or a product's answers later reads only that list.
 */
export function* branchPageContentLoaded(answer: PaginaPedidoManualDto): SagaIterator {
  const answers: { idItem: number; page: Page<PedidoManualItemRespostaDto> }[] = [];
  for (const { idPedidoManualItem, pagina } of answer.respostas) {
    const content: PedidoManualItemRespostaDto[] = yield* withPendingQuantities(pagina.content);
    answers.push({ idItem: idPedidoManualItem, page: { ...pagina, content } });
  }
  // One action: the screen renders the page's products and answers once (not once per branch and product).
  yield put(manualOrderDataActions.branchPageContentLoaded({ products: answer.itens.map(({ idPedidoManual, pagina }) => ({ idPedidoManual, page: pagina })), answers }));
}
