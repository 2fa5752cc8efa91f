import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { disableCustomPreference, getCustomPreference, getCustomTieBreakOn, getSicPreference, saveCustomPreference, saveSicPreference } from '../../api/desempateApi';
import type { PreferenciaFornecedorDto, PreferenciaRepresentanteDto } from '../../api/desempateDto';
import { ApiError } from '../../api/http';
import { callApi } from '../../shared/saga/callApi';
import { selectTieBreakSettings } from './tieBreakSettingsSelectors';
import { tieBreakSettingsActions, type PreferenceEntry, type SettingsScreen, type TieBreakSettingsState } from './tieBreakSettingsSlice';
import { FAILED, loadFailed, SAVED } from './tieBreakSettingsTexts';

const detailOf = (error: unknown): string => (error instanceof ApiError ? error.serverMessage || error.message : error instanceof Error ? error.message : String(error));

const supplierEntry = (row: PreferenciaFornecedorDto): PreferenceEntry => ({ key: String(row.fornecedorId), fornecedorId: row.fornecedorId, label: `${row.fornecedorCnpj} - ${row.fornecedorNome}` });
const pairEntry = (row: PreferenciaRepresentanteDto): PreferenceEntry => ({
  key: `${row.fornecedorId}:${row.representanteId}`,
  fornecedorId: row.fornecedorId,
  representanteId: row.representanteId,
  label: `${row.fornecedorCnpj} - ${row.fornecedorNome} / ${row.representanteNome}`,
});
const byPosition = <T extends { preferencia: number }>(rows: readonly T[]): T[] => [...rows].sort((a, b) => a.preferencia - b.preferencia);

function* loadList({ payload: screen }: ReturnType<typeof tieBreakSettingsActions.listRequested>): SagaIterator {
  try {
    if (screen === 'sic') {
      const rows: PreferenciaFornecedorDto[] = yield callApi(getSicPreference);
      yield put(tieBreakSettingsActions.listLoaded({ screen, entries: byPosition(rows).map(supplierEntry) }));
    } else {
      const [on, rows]: [boolean, PreferenciaRepresentanteDto[]] = yield all([callApi(getCustomTieBreakOn), callApi(getCustomPreference)]);
      yield put(tieBreakSettingsActions.listLoaded({ screen, entries: byPosition(rows).map(pairEntry), on }));
    }
  } catch (error) {
    yield put(tieBreakSettingsActions.listFailed({ screen, error: loadFailed(detailOf(error)) }));
  }
}

/** Saving happens only when the list is not empty (spec 02 §4.7); positions from 1 in the shown order. */
function* save({ payload: screen }: ReturnType<typeof tieBreakSettingsActions.saveRequested>): SagaIterator {
  const state: TieBreakSettingsState = yield select(selectTieBreakSettings);
  const entries = state[screen].entries;
  if (entries.length === 0) return;
  try {
    if (screen === 'sic') yield callApi(saveSicPreference, entries.map((entry, index) => ({ fornecedorId: entry.fornecedorId, preferencia: index + 1 })));
    else yield callApi(saveCustomPreference, entries.map((entry, index) => ({ fornecedorId: entry.fornecedorId, representanteId: entry.representanteId ?? 0, preferencia: index + 1 })));
    yield put(tieBreakSettingsActions.saveFinished({ screen, ok: true, text: SAVED }));
  } catch {
    yield put(tieBreakSettingsActions.saveFinished({ screen, ok: false, text: FAILED }));
  }
}

/** Switching custom off: one call disables it; the default order is loaded again (the saved one is discarded). */
function* switchCustom({ payload: on }: ReturnType<typeof tieBreakSettingsActions.customSwitched>): SagaIterator {
  if (on) return;
  try {
    yield callApi(disableCustomPreference);
    yield put(tieBreakSettingsActions.customSwitchedOff({ ok: true }));
    yield call(loadList, tieBreakSettingsActions.listRequested('custom' satisfies SettingsScreen));
  } catch {
    yield put(tieBreakSettingsActions.customSwitchedOff({ ok: false, text: FAILED }));
  }
}

export function* tieBreakSettingsSaga(): SagaIterator {
  yield all([takeLatest(tieBreakSettingsActions.listRequested.type, loadList), takeLeading(tieBreakSettingsActions.saveRequested.type, save), takeLatest(tieBreakSettingsActions.customSwitched.type, switchCustom)]);
}
