import { channel, type Channel, type SagaIterator } from 'redux-saga';
import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import { marcarPedido, marcarProduto, marcarResposta } from '../../api/pedidoManualApi';
import type { ItemComRespostasDto, MarcacaoFilialDto, MarcacaoRespostaDto, PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import type { ItemMarks } from '../../domain/manualOrderSelection';
import { callApi } from '../../shared/saga/callApi';
import { afterQuantitySaves, isUnauthorized, signedInAgain, undoneFailure } from './manualOrderCallSagas';
import { marksOf } from './manualOrderDataRows';
import type { ManualOrderDataState } from './manualOrderDataSlice';
import { serverMarks } from './markConflicts';
import { branchVersions, loadedItemVersion } from './manualItemVersions';
import type { ConflitoVersaoDto } from '../../api/conflictDto';
import { versionConflictOf } from '../../api/versionConflictError';
import {
  answerMarked,
  answerMarkSettled,
  answerToggleRequested,
  branchMarked,
  branchMarkReverted,
  branchMarkSettled,
  branchToggleRequested,
  marksReverted,
  markConflicted,
  productMarked,
  productMarkSettled,
  productToggleRequested,
} from './manualOrderEvents';
import type { ManualOrderState } from './manualOrderSlice';
import { MARK_FAILED } from './manualOrderTexts';

/**
 * The buy marks (spec 02 §4.1): the answer toggle, the product's checkbox and 'Selecionar todos
 * os produtos da filial'. Each shows at once (the domain's optimistic marks), then goes to the
 * server in the order it was made, after the quantities already on their way; the server's answer
 * is reconciled by the domain rules (the other answers it unchecked, the product unchecked when
 * no answer is left). A toggle that fails puts the marks back as they were and says so; a 401
 * waits for the same user to sign in and sends it then.
 */
type State = { manualOrder: ManualOrderState; manualOrderData: ManualOrderDataState };

type Toggle =
  | { kind: 'answer'; idAnswer: number; idItem: number; checked: boolean; before: ItemMarks }
  | { kind: 'product'; idItem: number; checked: boolean; before: ItemMarks }
  | { kind: 'branch'; idPedidoManual: number; checked: boolean; before: boolean };

/** Takes the marks before the change (the revert), shows the change, and puts the toggle in line. */
function* toggleRequested(toggles: Channel<Toggle>, action: ReturnType<typeof answerToggleRequested | typeof productToggleRequested | typeof branchToggleRequested>): SagaIterator {
  const data: ManualOrderDataState = yield select((s: State) => s.manualOrderData);
  if (answerToggleRequested.match(action)) {
    const answer = data.answers[action.payload.idAnswer];
    if (!answer) return;
    const before = marksOf(data, answer.idPedidoManualItem);
    yield put(answerMarked(action.payload));
    yield put(toggles, { kind: 'answer', ...action.payload, idItem: answer.idPedidoManualItem, before });
  } else if (productToggleRequested.match(action)) {
    const before = marksOf(data, action.payload.idItem);
    yield put(productMarked(action.payload));
    yield put(toggles, { kind: 'product', ...action.payload, before });
  } else {
    const branches: ManualOrderState['branches'] = yield select((s: State) => s.manualOrder.branches);
    const branch = branches.rows.find((row) => row.id === action.payload.idPedidoManual);
    if (!branch) return;
    yield put(branchMarked(action.payload));
    yield put(toggles, { kind: 'branch', ...action.payload, before: branch.selecionado });
  }
}

/**
 * The product's version as shown when the toggle leaves (docs/api.md "Versioned writes"): the
 * toggles before it have landed and moved it; a change by another session since the page read it
 * makes the server refuse the mark. Unknown (no answer of the product loaded): unconditional.
 */
function* itemVersion(idItem: number): SagaIterator<number | undefined> {
  const data: ManualOrderDataState = yield select((s: State) => s.manualOrderData);
  return loadedItemVersion(data, idItem);
}

function* send(toggle: Toggle): SagaIterator {
  if (toggle.kind === 'answer') {
    const result: MarcacaoRespostaDto = yield callApi(marcarResposta, toggle.idAnswer, toggle.checked, yield* itemVersion(toggle.idItem));
    yield put(answerMarkSettled({ idAnswer: toggle.idAnswer, checked: toggle.checked, result }));
  } else if (toggle.kind === 'product') {
    const result: ItemComRespostasDto = yield callApi(marcarProduto, toggle.idItem, toggle.checked, yield* itemVersion(toggle.idItem));
    yield put(productMarkSettled(result));
  } else {
    // The versions of the branch's products on screen when the mark leaves: one changed elsewhere since is left as it is and named.
    const versoes: Record<string, number> = yield select((s: State) => branchVersions(s.manualOrderData, toggle.idPedidoManual));
    const result: MarcacaoFilialDto = yield callApi(marcarPedido, toggle.idPedidoManual, toggle.checked, versoes);
    yield put(branchMarkSettled({ idPedidoManual: toggle.idPedidoManual, result }));
  }
}

function* revert(toggle: Toggle, error: unknown): SagaIterator {
  const conflict = versionConflictOf<ConflitoVersaoDto<PedidoManualItemRespostaDto>>(error);
  if (conflict && toggle.kind !== 'branch') {
    const idAnswer = toggle.kind === 'answer' ? toggle.idAnswer : undefined;
    yield put(markConflicted({ idItem: toggle.idItem, idAnswer, checked: toggle.checked, marks: serverMarks(toggle.before, conflict.atuais), current: conflict.atuais }));
    return;
  }
  if (toggle.kind === 'branch') {
    yield put(branchMarkReverted({ idPedidoManual: toggle.idPedidoManual, selecionado: toggle.before, message: undoneFailure(error, MARK_FAILED.branch) }));
    return;
  }
  const message = undoneFailure(error, toggle.kind === 'answer' ? MARK_FAILED.answer : MARK_FAILED.product);
  yield put(marksReverted({ idItem: toggle.idItem, marks: toggle.before, message }));
}

function* runToggle(toggle: Toggle): SagaIterator {
  yield call(afterQuantitySaves);
  while (true) {
    try {
      yield call(send, toggle);
      return;
    } catch (error) {
      if (isUnauthorized(error) && (yield* signedInAgain())) continue;
      yield call(revert, toggle, error);
      return;
    }
  }
}

/** One toggle at a time, in the order they were made. */
function* runToggles(toggles: Channel<Toggle>): SagaIterator {
  while (true) {
    const toggle: Toggle = yield take(toggles);
    yield call(runToggle, toggle);
  }
}

export function* manualOrderMarkSaga(): SagaIterator {
  const toggles: Channel<Toggle> = yield call(channel);
  yield takeEvery([answerToggleRequested.type, productToggleRequested.type, branchToggleRequested.type], toggleRequested, toggles);
  yield call(runToggles, toggles);
}
