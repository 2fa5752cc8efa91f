import { useAppDispatch } from '../../../app/hooks';
import { tieBreakSettingsActions, type PreferenceListState, type SettingsScreen } from '../tieBreakSettingsSlice';
import { SAVE } from '../tieBreakSettingsTexts';
import { ListStatus, SaveNotice } from './PreferenceNotices';
import { SortableList } from './SortableList';

/** A preference list with its states and 'Salvar' (shown only when the list is not empty). */
export function SavablePreferenceList({ screen, list, label }: { screen: SettingsScreen; list: PreferenceListState; label: string }) {
  const dispatch = useAppDispatch();
  return (
    <>
      <ListStatus list={list} />
      {list.entries.length > 0 && (
        <>
          <SortableList label={label} entries={list.entries} disabled={list.saving} onMove={(from, to) => dispatch(tieBreakSettingsActions.entryMoved({ screen, from, to }))} />
          <div className="tie-break__actions">
            <button type="button" className="btn btn--primary" disabled={list.saving} aria-busy={list.saving} onClick={() => dispatch(tieBreakSettingsActions.saveRequested(screen))}>
              {SAVE}
            </button>
          </div>
        </>
      )}
      <SaveNotice list={list} />
    </>
  );
}
