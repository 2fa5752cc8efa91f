import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import { failureMessage } from '../../api/http';
import type { OpcaoFilialDto, OpcaoFornecedorDto } from '../../api/pedidoAutomaticoDto';
import type { AjusteEmbalagemDto, ItemEmbalagemDto, QuantidadeCalculadaDto } from '../../api/pedidoAutomaticoEmbalagemDto';
import { aplicarLimites, arredondar, confirmarAjustes, getFiliaisEmbalagem, getFornecedoresEmbalagem, getItensComProblema } from '../../api/pedidoAutomaticoEmbalagemApi';
import { PACKAGING_PAGE_SIZE } from '../../domain/packagingQuantity';
import { quotationContextRequested } from '../../entities/quotation/quotationContextSlice';
import { recentQuotationChanged } from '../../shared/lib/appEvents';
import { callApi } from '../../shared/saga/callApi';
import { navigateTo } from '../../shared/saga/navigation';
import { selectAcceptedAdjustments, selectPackaging } from './packagingProblemsSelectors';
import { packagingActions, type PackagingNotice, type PackagingProblemsState } from './packagingProblemsSlice';
import { PACKAGING_TEXTS } from './packagingTexts';

function filterNotice(total: number): PackagingNotice {
  return total > 0 ? { tone: 'success', text: PACKAGING_TEXTS.filtered } : { tone: 'info', text: PACKAGING_TEXTS.filteredNone };
}

/** A page of the items with problems under the filter; 'Filtrar' says how it went. */
function* loadPage(action: { type: string; payload?: unknown }): SagaIterator {
  const { idCotacao, filter, page, loading }: PackagingProblemsState = yield select(selectPackaging);
  if (idCotacao === null || !loading) return; // 'Filtrar' with nothing chosen only warns
  try {
    const answer: Page<ItemEmbalagemDto> = yield callApi(getItensComProblema, idCotacao, filter, { page, size: PACKAGING_PAGE_SIZE });
    const announce = packagingActions.filterSubmitted.match(action) && action.payload.announce;
    yield put(packagingActions.pageLoaded({ rows: answer.content, total: answer.totalElements, notice: announce ? filterNotice(answer.totalElements) : undefined }));
  } catch (error) {
    yield put(packagingActions.pageFailed(failureMessage(error, PACKAGING_TEXTS.loadFailed)));
  }
}

function* loadOptions(): SagaIterator {
  const { idCotacao }: PackagingProblemsState = yield select(selectPackaging);
  if (idCotacao === null) return;
  try {
    const [suppliers, branches]: [OpcaoFornecedorDto[], OpcaoFilialDto[]] = yield all([callApi(getFornecedoresEmbalagem, idCotacao), callApi(getFiliaisEmbalagem, idCotacao)]);
    yield put(packagingActions.optionsLoaded({ suppliers, branches }));
  } catch (error) {
    yield put(packagingActions.commandFailed(failureMessage(error, PACKAGING_TEXTS.optionsFailed)));
  }
}

/** 'Aplicar': the server computes a quantity per filtered item (form a with limits, form b without). */
function* applyLimits({ payload }: ReturnType<typeof packagingActions.limitsApplied>): SagaIterator {
  const { idCotacao, filter }: PackagingProblemsState = yield select(selectPackaging);
  if (idCotacao === null) return;
  try {
    const answer: QuantidadeCalculadaDto[] =
      payload.kind === 'limits' ? yield callApi(aplicarLimites, idCotacao, filter, payload.body) : yield callApi(arredondar, idCotacao, filter, payload.body);
    yield put(packagingActions.quantitiesComputed(answer));
  } catch (error) {
    yield put(packagingActions.commandFailed(failureMessage(error, PACKAGING_TEXTS.applyFailed)));
  }
}

/** 'Confirmar ajustes': only accepted rows are sent; then back to the automatic order, which reads its lists again. */
function* confirm(): SagaIterator {
  const { idCotacao, confirming }: PackagingProblemsState = yield select(selectPackaging);
  if (idCotacao === null || !confirming) return;
  const adjustments: AjusteEmbalagemDto[] = yield select(selectAcceptedAdjustments);
  try {
    yield callApi(confirmarAjustes, idCotacao, adjustments);
    yield put(recentQuotationChanged({ idCotacao }));
    yield put(packagingActions.packagingLeft());
    yield* navigateTo(`/pedido-automatico/${idCotacao}`);
  } catch (error) {
    yield put(packagingActions.commandFailed(failureMessage(error, PACKAGING_TEXTS.confirmFailed)));
  }
}

/** The quotation header above the screen, read once through entities/quotation. */
function* askHeader({ payload }: ReturnType<typeof packagingActions.packagingEntered>): SagaIterator {
  yield put(quotationContextRequested({ idCotacao: payload.idCotacao }));
}

export function* packagingProblemsSaga(): SagaIterator {
  yield all([
    // takeLatest for reads: a new page or filter cancels (and aborts) the read before it.
    takeLatest([packagingActions.packagingEntered.type, packagingActions.pageRequested.type, packagingActions.filterSubmitted.type], loadPage),
    takeLatest(packagingActions.packagingEntered.type, loadOptions),
    takeLatest(packagingActions.packagingEntered.type, askHeader),
    // takeLeading for commands: a double click sends one.
    takeLeading(packagingActions.limitsApplied.type, applyLimits),
    takeLeading(packagingActions.confirmRequested.type, confirm),
  ]);
}
