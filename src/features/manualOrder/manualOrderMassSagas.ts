import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { alterarQuantidadeRespostaEmMassa, alterarRespostaEmMassa, buscarFiliaisProduto, comprarDestaResposta, getMenorRespostaPorFilial, getNegociacaoDetalhe } from '../../api/pedidoManualApi';
import type { NegociacaoDetalheDto } from '../../api/pedidoManualDto';
import type { AlteracaoEmMassaManualDto, FilialProdutoManualDto, MenorRespostaFilialDto } from '../../api/pedidoManualMassaDto';
import { callApi } from '../../shared/saga/callApi';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { afterQuantitySaves, loadFailure } from './manualOrderCallSagas';
import { manualOrderDialogsActions, massResultOf, type ManualOrderDialogsState, type MassState } from './manualOrderDialogsSlice';
import { massChangeApplied } from './manualOrderEvents';
import type { ManualOrderDataState } from './manualOrderDataSlice';
import { massVersions, productVersionsOfAnswer } from './manualItemVersions';
import { LOAD_FAILED, MASS, MASS_FAILED } from './manualOrderTexts';

/**
 * Mass changes of one product across branches (spec 02 §7, issue 13 part 5): the dialog lists the
 * branches holding the product with their cheapest answer that can be bought
 * (getMenorRespostaPorFilial), the search narrows them (buscarFiliais), and the chosen branches
 * change the answer bought (alterarRespostaEmMassa, by price rank) or its quantity
 * (alterarQuantidadeRespostaEmMassa); 'comprar desta resposta' buys the product from one
 * representative wherever it answered. Each sends the versions the products were read at
 * (manualItemVersions.ts): a branch changed elsewhere since is left as it is, named with its value
 * now, and shows that value. Whatever the number of branches, the server's rows go into the store
 * in one action (massChangeApplied), then the totals refresh.
 */
type State = { manualOrder: { idCotacao: number | null }; manualOrderDialogs: ManualOrderDialogsState; manualOrderData: ManualOrderDataState };
const selectQuotation = (s: State) => s.manualOrder.idCotacao;
const selectMass = (s: State) => s.manualOrderDialogs.mass;

function* loadMassRows(): SagaIterator {
  const idCotacao: number | null = yield select(selectQuotation);
  const mass: MassState | null = yield select(selectMass);
  if (idCotacao === null || !mass) return;
  try {
    const rows: MenorRespostaFilialDto[] = yield callApi(getMenorRespostaPorFilial, idCotacao, { codBarras: mass.codBarras, cnpjs: [] });
    yield put(manualOrderDialogsActions.massRowsLoaded(rows));
  } catch (error) {
    yield put(manualOrderDialogsActions.massRowsFailed(loadFailure(error, LOAD_FAILED.massBranches)));
  }
}

/** The branch search, after the quiet period (the timing context's search debounce). */
function* searchBranches({ payload }: ReturnType<typeof manualOrderDialogsActions.massSearchTyped>): SagaIterator {
  const timing: Timing = yield* getTiming();
  yield delay(timing.searchDebounceMs);
  const idCotacao: number | null = yield select(selectQuotation);
  const mass: MassState | null = yield select(selectMass);
  if (idCotacao === null || !mass) return;
  const busca = payload.trim();
  if (!busca) {
    yield put(manualOrderDialogsActions.massSearchFound(null));
    return;
  }
  try {
    const found: FilialProdutoManualDto[] = yield callApi(buscarFiliaisProduto, idCotacao, mass.codBarras, busca);
    yield put(manualOrderDialogsActions.massSearchFound(found.map((branch) => branch.idPedidoManual)));
  } catch {
    yield put(manualOrderDialogsActions.massSearchFound(null)); // reported by the HTTP layer; the list stays whole
  }
}

type MassCall = (idCotacao: number, codBarras: string, cnpjs: string[], versoes: Record<string, number>, signal?: AbortSignal) => Promise<AlteracaoEmMassaManualDto>;

/** What a write of many products changed, and those it left because they changed elsewhere (their values now), in one action. */
function* applyMassAnswer(answer: AlteracaoEmMassaManualDto): SagaIterator {
  const rows = [...answer.itens, ...(answer.conflitos ?? [])];
  if (rows.length > 0) yield put(massChangeApplied(rows));
}

function* massChange(change: MassCall): SagaIterator {
  const idCotacao: number | null = yield select(selectQuotation);
  const mass: MassState | null = yield select(selectMass);
  if (idCotacao === null || !mass) return;
  if (mass.selected.length === 0) {
    yield put(manualOrderDialogsActions.massFailed(MASS.noBranchSelected));
    return;
  }
  yield put(manualOrderDialogsActions.massStarted());
  yield call(afterQuantitySaves);
  // Read once the buyer's own quantities have landed (their versions moved): only changes made elsewhere conflict.
  const versoes: Record<string, number> = yield select((s: State) => massVersions(s.manualOrderData, mass.rows));
  try {
    const answer: AlteracaoEmMassaManualDto = yield callApi(change, idCotacao, mass.codBarras, mass.selected, versoes);
    yield call(applyMassAnswer, answer);
    yield put(manualOrderDialogsActions.massFinished(massResultOf(answer)));
    yield call(loadMassRows);
  } catch (error) {
    yield put(manualOrderDialogsActions.massFailed(loadFailure(error, MASS_FAILED)));
  }
}

function* changeAnswer({ payload: ordemTela }: ReturnType<typeof manualOrderDialogsActions.massAnswerRequested>): SagaIterator {
  yield call(massChange, (idCotacao, codBarras, cnpjs, versoes, signal) => alterarRespostaEmMassa(idCotacao, { codBarras, cnpjs, ordemTela, versoes }, signal));
}

function* changeQuantity({ payload: quantidadePedirSistema }: ReturnType<typeof manualOrderDialogsActions.massQuantityRequested>): SagaIterator {
  yield call(massChange, (idCotacao, codBarras, cnpjs, versoes, signal) => alterarQuantidadeRespostaEmMassa(idCotacao, { codBarras, cnpjs, quantidadePedirSistema, versoes }, signal));
}

function* buyFromAnswer({ payload: idPedidoManualItemResposta }: ReturnType<typeof manualOrderDialogsActions.buyFromAnswerRequested>): SagaIterator {
  yield call(afterQuantitySaves);
  const versoes: Record<string, number> = yield select((s: State) => productVersionsOfAnswer(s.manualOrderData, idPedidoManualItemResposta));
  try {
    const answer: AlteracaoEmMassaManualDto = yield callApi(comprarDestaResposta, { idPedidoManualItemResposta, versoes });
    yield call(applyMassAnswer, answer);
    yield put(manualOrderDialogsActions.buyFromAnswerFinished({ kind: answer.sucesso ? 'success' : 'error', text: answer.mensagem, items: Object.values(answer.filiaisNaoAlteradas ?? {}) }));
  } catch (error) {
    yield put(manualOrderDialogsActions.buyFromAnswerFinished({ kind: 'error', text: loadFailure(error, MASS_FAILED) }));
  }
}

function* loadDiscount({ payload }: ReturnType<typeof manualOrderDialogsActions.discountOpened>): SagaIterator {
  try {
    const rows: NegociacaoDetalheDto[] = yield callApi(getNegociacaoDetalhe, payload.idAnswer);
    yield put(manualOrderDialogsActions.discountLoaded(rows));
  } catch (error) {
    yield put(manualOrderDialogsActions.discountFailed(loadFailure(error, LOAD_FAILED.discount)));
  }
}

export function* manualOrderMassSaga(): SagaIterator {
  yield takeLatest(manualOrderDialogsActions.massOpened.type, loadMassRows);
  yield takeLatest([manualOrderDialogsActions.massSearchTyped.type, manualOrderDialogsActions.massClosed.type], function* search(action: { type: string; payload?: unknown }) {
    if (manualOrderDialogsActions.massSearchTyped.match(action)) yield call(searchBranches, action);
  });
  // One mass change at a time: a second press while one runs is ignored (the buttons are disabled too).
  yield takeLeading([manualOrderDialogsActions.massAnswerRequested.type, manualOrderDialogsActions.massQuantityRequested.type], function* change(action: { type: string; payload: number }) {
    if (manualOrderDialogsActions.massAnswerRequested.match(action)) yield call(changeAnswer, action);
    else if (manualOrderDialogsActions.massQuantityRequested.match(action)) yield call(changeQuantity, action);
  });
  yield takeLeading(manualOrderDialogsActions.buyFromAnswerRequested.type, buyFromAnswer);
  yield takeLatest(manualOrderDialogsActions.discountOpened.type, loadDiscount);
}
