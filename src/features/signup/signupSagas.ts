import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLeading } from 'redux-saga/effects';
import { getLojaInfo, postCadastroCliente } from '../../api/cadastroApi';
import type { CadastroClienteRespostaDto, LojaInfoDto } from '../../api/cadastroDto';
import { callApi } from '../../shared/saga/callApi';
import { takeLatestByKey } from '../../shared/saga/keyed';
import { navigateTo } from '../../shared/saga/navigation';
import { COMMUNICATION_ERROR_MESSAGE } from './signupRules';
import { signupActions } from './signupSlice';

export const THANK_YOU_PATH = '/site/resposta';

type LookupRequested = ReturnType<typeof signupActions.lookupRequested>;

/** One lookup per store at a time: a new CNPJ typed in the same store cancels the one in flight. */
function* lookUp({ payload }: LookupRequested): SagaIterator {
  try {
    const info: LojaInfoDto = yield callApi(getLojaInfo, payload.cnpj);
    yield put(signupActions.lookupAnswered({ ...payload, info: info ?? { razaoSocial: '' } }));
  } catch {
    yield put(signupActions.lookupFailed(payload));
  }
}

/** 'Finalizar': the sign-up goes once; success opens the thank-you page, a failure keeps the form. */
function* submit({ payload }: ReturnType<typeof signupActions.submitRequested>): SagaIterator {
  try {
    const answer: CadastroClienteRespostaDto = yield callApi(postCadastroCliente, payload);
    if (answer?.sucesso === false) throw new Error('sucesso: false');
    yield put(signupActions.submitSucceeded());
    yield* navigateTo(THANK_YOU_PATH);
  } catch {
    yield put(signupActions.submitFailed(COMMUNICATION_ERROR_MESSAGE));
  }
}

export function* signupSaga(): SagaIterator {
  yield all([call(takeLatestByKey<LookupRequested>, signupActions.lookupRequested.type, (action) => action.payload.chave, lookUp), takeLeading(signupActions.submitRequested.type, submit)]);
}
