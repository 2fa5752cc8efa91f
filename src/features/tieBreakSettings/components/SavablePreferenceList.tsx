import { useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { CellConflictPopover } from '../../../shared/ui/CellConflictPopover';
import { tieBreakSettingsActions, type PreferenceEntry, type PreferenceListState, type SettingsScreen } from '../tieBreakSettingsSlice';
import { DEFAULT_CHAIN, listInWords, SAVE } from '../tieBreakSettingsTexts';
import { ListStatus, SaveNotice } from './PreferenceNotices';
import { SortableList } from './SortableList';

/**
 * A preference list with its states and 'Salvar' (shown only when the list is not empty). A save
 * refused because the list was saved in another session since (docs/api.md "Versioned writes")
 * shows, at the list, both orders with 'Manter o meu' / 'Usar o valor atual'.
 */
export function SavablePreferenceList({ screen, list, label }: { screen: SettingsScreen; list: PreferenceListState; label: string }) {
  const dispatch = useAppDispatch();
  const box = useRef<HTMLDivElement>(null);
  const words = (entries: readonly PreferenceEntry[]) => listInWords(entries.map((entry) => entry.label));
  return (
    <>
      <ListStatus list={list} />
      {list.entries.length > 0 && (
        <div ref={box}>
          <SortableList label={label} entries={list.entries} disabled={list.saving} onMove={(from, to) => dispatch(tieBreakSettingsActions.entryMoved({ screen, from, to }))} />
          {list.conflict && (
            <CellConflictPopover
              container={box}
              cellSelector=".sortable__list"
              subject={label}
              mine={list.conflict.off ? DEFAULT_CHAIN : words(list.entries)}
              current={words(list.conflict.entries)}
              onKeepMine={() => {
                // Switching off again, now over the list saved elsewhere; a save goes again over its version.
                if (!list.conflict?.off) return void dispatch(tieBreakSettingsActions.conflictKeptMine(screen));
                dispatch(tieBreakSettingsActions.conflictTookCurrent(screen));
                dispatch(tieBreakSettingsActions.customSwitched(false));
              }}
              onTakeCurrent={() => dispatch(tieBreakSettingsActions.conflictTookCurrent(screen))}
            />
          )}
          <div className="tie-break__actions">
            <button type="button" className="btn btn--primary" disabled={list.saving} aria-busy={list.saving} onClick={() => dispatch(tieBreakSettingsActions.saveRequested(screen))}>
              {SAVE}
            </button>
          </div>
        </div>
      )}
      <SaveNotice list={list} />
    </>
  );
}
