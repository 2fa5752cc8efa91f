import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { disableCustomPreference, getCustomPreference, getCustomTieBreakOn, getSicPreference, saveCustomPreference, saveSicPreference, type ListaSalvaDto } from '../../api/desempateApi';
import type { ConflitoVersaoDto } from '../../api/conflictDto';
import { versionConflictOf } from '../../api/versionConflictError';
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
/** A list as the server gives it: its entries in order and the list's version (the same on every row). */
const entriesOf = (screen: SettingsScreen, rows: readonly PreferenciaFornecedorDto[]) => ({
  entries: screen === 'sic' ? byPosition(rows).map(supplierEntry) : byPosition(rows as PreferenciaRepresentanteDto[]).map(pairEntry),
  versao: rows[0]?.versao,
});

function* loadList({ payload: screen }: ReturnType<typeof tieBreakSettingsActions.listRequested>): SagaIterator {
  try {
    if (screen === 'sic') {
      const rows: PreferenciaFornecedorDto[] = yield callApi(getSicPreference);
      yield put(tieBreakSettingsActions.listLoaded({ screen, ...entriesOf(screen, rows) }));
    } else {
      const [on, rows]: [boolean, PreferenciaRepresentanteDto[]] = yield all([callApi(getCustomTieBreakOn), callApi(getCustomPreference)]);
      yield put(tieBreakSettingsActions.listLoaded({ screen, ...entriesOf(screen, rows), on }));
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
  const { versao } = state[screen];
  try {
    // The list's version goes with it: over a list saved elsewhere since, the server refuses it (docs/api.md "Versioned writes").
    const saved: ListaSalvaDto =
      screen === 'sic'
        ? yield callApi(saveSicPreference, entries.map((entry, index) => ({ fornecedorId: entry.fornecedorId, preferencia: index + 1 })), versao)
        : yield callApi(saveCustomPreference, entries.map((entry, index) => ({ fornecedorId: entry.fornecedorId, representanteId: entry.representanteId ?? 0, preferencia: index + 1 })), versao);
    yield put(tieBreakSettingsActions.saveFinished({ screen, ok: true, text: SAVED, versao: saved.versao }));
  } catch (error) {
    const conflict = versionConflictOf<ConflitoVersaoDto<PreferenciaFornecedorDto>>(error);
    if (conflict) yield put(tieBreakSettingsActions.saveConflicted({ screen, ...entriesOf(screen, conflict.atuais), versao: conflict.atuais[0]?.versao ?? 0 }));
    else yield put(tieBreakSettingsActions.saveFinished({ screen, ok: false, text: FAILED }));
  }
}

/** Switching custom off: one call disables it; the default order is loaded again (the saved one is discarded). */
function* switchCustom({ payload: on }: ReturnType<typeof tieBreakSettingsActions.customSwitched>): SagaIterator {
  if (on) return;
  const { custom }: TieBreakSettingsState = yield select(selectTieBreakSettings);
  try {
    // Over the list as shown: a list saved in another session since is shown, not discarded unseen (docs/api.md "Versioned writes").
    yield callApi(disableCustomPreference, custom.versao);
    yield put(tieBreakSettingsActions.customSwitchedOff({ ok: true }));
    yield call(loadList, tieBreakSettingsActions.listRequested('custom' satisfies SettingsScreen));
  } catch (error) {
    const conflict = versionConflictOf<ConflitoVersaoDto<PreferenciaRepresentanteDto>>(error);
    if (conflict) yield put(tieBreakSettingsActions.saveConflicted({ screen: 'custom', ...entriesOf('custom', conflict.atuais), versao: conflict.atuais[0]?.versao ?? 0, off: true }));
    else yield put(tieBreakSettingsActions.customSwitchedOff({ ok: false, text: FAILED }));
  }
}

export function* tieBreakSettingsSaga(): SagaIterator {
  yield all([takeLatest(tieBreakSettingsActions.listRequested.type, loadList), takeLeading([tieBreakSettingsActions.saveRequested.type, tieBreakSettingsActions.conflictKeptMine.type], save), takeLatest(tieBreakSettingsActions.customSwitched.type, switchCustom)]);
}
