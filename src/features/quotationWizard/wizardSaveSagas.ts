import type { SagaIterator } from 'redux-saga';
import { put, select } from 'redux-saga/effects';
import { adicionarItem, excluirItens, salvarModoCompra, salvarPrazos } from '../../api/cotacaoCadastroApi';
import type { CotacaoItemDto, ModoCompra, PrazoPagamentoDto } from '../../api/cotacaoDto';
import type { SaveQueueDefinition } from '../../entities/saves/saveQueueSagas';
import { selectWizardId } from './quotationWizardSelectors';
import { wizardActions } from './quotationWizardSlice';
import { ITEMS_QUEUE, MODES_QUEUE, TERMS_QUEUE } from './wizardQueues';

/**
 * The wizard's saves, each through the one save queue (entities/saves): item commands in order,
 * the purchase modes and the payment terms as the latest value per quotation. A failed one stays
 * on the page as not saved, with 'Tentar novamente'.
 */

export type ItemCommand = { kind: 'add'; id: number; idProduto: number; quantidade: number } | { kind: 'delete'; id: number; idsProduto: number[] };

/** The answer belongs to the quotation still open (a save restored after a reload may be for another one). */
function* forOpenQuotation(id: number): SagaIterator<boolean> {
  return (yield select(selectWizardId)) === id;
}

export const itemsQueue: SaveQueueDefinition<ItemCommand, CotacaoItemDto[]> = {
  queue: ITEMS_QUEUE,
  failureText: 'Não foi possível alterar os produtos da cotação.',
  flushOn: [wizardActions.wizardLeft.type],
  save: (command, signal) =>
    command.kind === 'add' ? adicionarItem(command.id, command.idProduto, command.quantidade, signal) : excluirItens(command.id, command.idsProduto, signal),
  *onSaved(items, command) {
    if (yield* forOpenQuotation(command.id)) yield put(wizardActions.itemsChanged(items));
  },
};

export interface ModesPayload {
  id: number;
  buscaDeProduto: ModoCompra;
  arquivosDeFalta: ModoCompra;
}

export const modesQueue: SaveQueueDefinition<ModesPayload, unknown> = {
  queue: MODES_QUEUE,
  failureText: 'Não foi possível salvar o modo de compra.',
  flushOn: [wizardActions.wizardLeft.type],
  save: (modes, signal) => salvarModoCompra(modes.id, modes.buscaDeProduto, modes.arquivosDeFalta, signal),
};

export interface TermsPayload {
  id: number;
  prazos: PrazoPagamentoDto[];
}

export const termsQueue: SaveQueueDefinition<TermsPayload, PrazoPagamentoDto[]> = {
  queue: TERMS_QUEUE,
  failureText: 'Não foi possível salvar os prazos de pagamento.',
  flushOn: [wizardActions.wizardLeft.type],
  save: (terms, signal) => salvarPrazos(terms.id, terms.prazos, signal),
  *onSaved(rows, terms) {
    if (!(yield* forOpenQuotation(terms.id))) return;
    yield put(wizardActions.termsSaved(rows));
    yield put(wizardActions.wizardAlertShown({ severity: 'success', message: 'Prazos de pagamento salvos.' }));
  },
};
