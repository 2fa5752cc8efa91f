import { useRef, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { preferenceLabel, type PreferenceSetting } from '../../../domain/orderPreferences';
import { CellConflictPopover } from '../../../shared/ui/CellConflictPopover';
import { loopingInWords } from '../../../widgets/LoopingFields';
import { orderPreferencesActions, type OrderPreferencesState } from '../orderPreferencesSlice';

const selectPreferences = (s: { orderReviewPreferences: OrderPreferencesState }) => s.orderReviewPreferences;
/** The settings switched on, in words ('nenhuma' when none). */
const settingsInWords = (settings: readonly PreferenceSetting[]): string => settings.filter((setting) => setting.checked).map((setting) => preferenceLabel(setting.chave)).join(', ') || 'nenhuma';

/**
 * A switch of the order preferences refused because the user's settings changed in another session
 * (docs/api.md "Versioned writes"): at the switch, the settings switched on as they are now and
 * as they would be with the buyer's switch, with 'Manter o meu' (saved again over the version now
 * seen) and 'Usar o valor atual'.
 */
export function SettingConflict({ idConfiguracao, chave, children }: { idConfiguracao: number; chave: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const conflict = useAppSelector((s) => selectPreferences(s).settingConflict);
  const box = useRef<HTMLDivElement>(null);
  const mine = conflict?.idConfiguracao === idConfiguracao ? conflict : null;
  return (
    <div ref={box}>
      {children}
      {mine && (
        <CellConflictPopover
          container={box}
          cellSelector='input[role="switch"]'
          subject={preferenceLabel(chave)}
          mine={settingsInWords(mine.current.map((setting) => (setting.idConfiguracao === idConfiguracao ? { ...setting, checked: mine.checked } : setting)))}
          current={settingsInWords(mine.current)}
          onKeepMine={() => dispatch(orderPreferencesActions.settingConflictKeptMine({ idConfiguracao, checked: mine.checked }))}
          onTakeCurrent={() => dispatch(orderPreferencesActions.settingConflictTookCurrent())}
        />
      )}
    </div>
  );
}

/** The looping settings refused over a change made in another session: both at the fields, with the same two choices. */
export function LoopingConflict({ subject, children }: { subject: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { conflict, values } = useAppSelector((s) => selectPreferences(s).looping);
  const box = useRef<HTMLDivElement>(null);
  return (
    <div ref={box}>
      {children}
      {conflict && values && (
        <CellConflictPopover
          container={box}
          cellSelector="fieldset"
          subject={subject}
          mine={loopingInWords(values)}
          current={loopingInWords(conflict.current)}
          onKeepMine={() => dispatch(orderPreferencesActions.loopingConflictResolved('mine'))}
          onTakeCurrent={() => dispatch(orderPreferencesActions.loopingConflictResolved('current'))}
        />
      )}
    </div>
  );
}
