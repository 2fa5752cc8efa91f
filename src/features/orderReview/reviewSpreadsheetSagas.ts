import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { getPlanilhaPedidos } from '../../api/revisaoEnvioPlanilhaApi';
import type { PlanilhaDto } from '../../api/revisaoEnvioPlanilhaDto';
import { downloadBlob } from '../../shared/lib/download';
import { callApi } from '../../shared/saga/callApi';
import { spreadsheetOf } from './reviewSpreadsheet';

/** 'Exportar Planilha' (issue 29 point 6): the server's rows, written as .xlsx in the browser and downloaded. Errors go to the caller's message. */
export function* exportSpreadsheet(idCotacao: number): SagaIterator {
  const sheet: PlanilhaDto = yield callApi(getPlanilhaPedidos, idCotacao);
  const file: Blob = yield call(spreadsheetOf, sheet);
  yield call(downloadBlob, sheet.nomeArquivo, file);
}
