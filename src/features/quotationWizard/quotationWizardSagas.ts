import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  atualizarCadastro,
  criarCotacao,
  enviarCotacao,
  getCadastro,
  getCondicoesPagamento,
  getFiliais,
  getFornecedores,
  getItens,
  type NormalizedList,
} from '../../api/cotacaoCadastroApi';
import type { CondicaoPagamentoFilialDto, CotacaoCadastroDto, CotacaoItemDto } from '../../api/cotacaoDto';
import { ApiError } from '../../api/http';
import { cancelarCotacao } from '../../api/resumoRespostaApi';
import { registrationError } from '../../domain/quotationRegistration';
import { entitiesReceived } from '../../entities/entitiesActions';
import { recentQuotationChanged } from '../../shared/lib/appEvents';
import { navigateTo } from '../../shared/saga/navigation';
import { selectWizardId, selectWizardLoading } from './quotationWizardSelectors';
import { wizardActions } from './quotationWizardSlice';
import { failureText, showErrorAtTop } from './wizardAlertSagas';
import { fromCadastro, toRegistrationRequest } from './registrationMapping';
import { wizardProductsSaga } from './wizardProductsSagas';
import { callApi } from '../../shared/saga/callApi';
import { quotationNotFoundText } from './wizardTexts';

export const LOAD_FAILED_MESSAGE = 'Não foi possível carregar os dados da cotação.';
export const SAVE_FAILED_MESSAGE = 'Não foi possível salvar a cotação. Tente novamente.';
export const NOT_IN_CREATION_MESSAGE = 'Esta cotação não está mais em criação.';
export const HOME = '/cotacao';

interface SavedQuotation {
  cadastro: CotacaoCadastroDto | null;
  items: CotacaoItemDto[];
}

function* loadSaved(id: number | null): SagaIterator<SavedQuotation> {
  if (id === null) return { cadastro: null, items: [] };
  // Effects, not Promise.all: leaving the wizard cancels both requests.
  const [cadastro, items]: [CotacaoCadastroDto, CotacaoItemDto[]] = yield all([callApi(getCadastro, id), callApi(getItens, id)]);
  return { cadastro, items };
}

/** Reference data (suppliers with representatives, branches) and, for /cotacao/criar/{id}, everything entered before. */
function* loadWizard({ payload }: ReturnType<typeof wizardActions.wizardEntered>): SagaIterator {
  if (!(yield select(selectWizardLoading))) return; // same quotation already open
  try {
    const [suppliers, branches, saved]: [NormalizedList & { semCondicao: number[] }, NormalizedList, SavedQuotation] = yield all([
      callApi(getFornecedores),
      callApi(getFiliais),
      call(loadSaved, payload.id),
    ]);
    const { cadastro, items } = saved;
    yield put(entitiesReceived({ ...suppliers.entities, ...branches.entities }));
    yield put(
      wizardActions.wizardLoaded({
        supplierIds: suppliers.ids,
        suppliersWithoutCondition: suppliers.semCondicao,
        branchIds: branches.ids,
        cadastro,
        registration: cadastro ? fromCadastro(cadastro) : null,
        items,
      }),
    );
    if (cadastro && cadastro.situacao !== 'EM_CRIACAO') yield put(wizardActions.wizardAlertShown({ severity: 'warning', message: NOT_IN_CREATION_MESSAGE }));
  } catch (error) {
    const notFound = payload.id !== null && error instanceof ApiError && error.status === 404;
    yield put(wizardActions.wizardLoadFailed(notFound ? quotationNotFoundText(payload.id!) : failureText(error, LOAD_FAILED_MESSAGE)));
  }
}

/** Step 1: the spec's checks in order, then 'Criar Cotação' (create) or 'Confirmar' (update). */
function* submitRegistration({ payload }: ReturnType<typeof wizardActions.registrationSubmitted>): SagaIterator {
  const problem = registrationError(payload.values, new Date()) ?? payload.fieldError;
  if (problem) {
    yield call(showErrorAtTop, problem);
    return;
  }
  const id: number | null = yield select(selectWizardId);
  yield put(wizardActions.busyStarted('Salvando a cotação…'));
  try {
    const request = toRegistrationRequest(payload.values);
    const cadastro: CotacaoCadastroDto = id === null ? yield callApi(criarCotacao, request) : yield callApi(atualizarCadastro, id, request);
    yield put(wizardActions.registrationSaved({ cadastro, registration: fromCadastro(cadastro) }));
    yield put(recentQuotationChanged({ idCotacao: cadastro.id })); // the side column lists it
    // The address names the quotation from now on, so a reload continues it.
    if (id === null) yield call(navigateTo, `/cotacao/criar/${cadastro.id}`, { replace: true });
  } catch (error) {
    yield call(showErrorAtTop, failureText(error, SAVE_FAILED_MESSAGE));
  } finally {
    yield put(wizardActions.busyEnded());
  }
}

function* loadConditions({ payload }: ReturnType<typeof wizardActions.conditionsRequested>): SagaIterator {
  try {
    const rows: CondicaoPagamentoFilialDto[] = yield callApi(getCondicoesPagamento, payload);
    yield put(wizardActions.conditionsLoaded(rows));
  } catch (error) {
    yield put(wizardActions.conditionsFailed(failureText(error, 'Não foi possível carregar as condições de pagamento.')));
  }
}

/** The home shows this once (router history state), then forgets it. */
function homeNotice(message: string) {
  return { aviso: { severity: 'success', message } };
}

/** Cancel from any step: POST cancelarCotacao, then home (whose open lists load again). */
function* cancelQuotation({ payload: motivo }: ReturnType<typeof wizardActions.cancelConfirmed>): SagaIterator {
  const id: number | null = yield select(selectWizardId);
  if (id !== null) {
    yield put(wizardActions.busyStarted('Cancelando a cotação…'));
    try {
      yield callApi(cancelarCotacao, id, motivo.trim());
    } catch (error) {
      yield put(wizardActions.busyEnded());
      yield call(showErrorAtTop, failureText(error, 'Não foi possível cancelar a cotação.'));
      return;
    }
  }
  yield put(wizardActions.wizardFinished());
  if (id !== null) yield put(recentQuotationChanged({ idCotacao: id }));
  yield call(navigateTo, HOME, { state: homeNotice(id === null ? 'Cotação descartada.' : `Cotação ${id} cancelada.`) });
}

/** Step 3: after the due-date confirmation, the quotation goes to the suppliers (EM_ANDAMENTO). */
function* sendQuotation(): SagaIterator {
  const id: number | null = yield select(selectWizardId);
  if (id === null) return;
  yield put(wizardActions.busyStarted('Enviando a cotação…'));
  try {
    yield callApi(enviarCotacao, id);
    yield put(wizardActions.wizardFinished());
    yield put(recentQuotationChanged({ idCotacao: id }));
    yield call(navigateTo, HOME, { state: homeNotice(`Cotação ${id} enviada aos fornecedores.`) });
  } catch (error) {
    yield put(wizardActions.busyEnded());
    yield call(showErrorAtTop, failureText(error, 'Não foi possível enviar a cotação.'));
  }
}

export function* quotationWizardSaga(): SagaIterator {
  yield all([
    // Reads: takeLatest (a newer address or supplier wins).
    takeLatest(wizardActions.wizardEntered.type, loadWizard),
    takeLatest(wizardActions.conditionsRequested.type, loadConditions),
    // One-shot commands: takeLeading, so a double click creates, cancels or sends once.
    takeLeading(wizardActions.registrationSubmitted.type, submitRegistration),
    takeLeading(wizardActions.cancelConfirmed.type, cancelQuotation),
    takeLeading(wizardActions.sendConfirmed.type, sendQuotation),
    call(wizardProductsSaga),
  ]);
}
