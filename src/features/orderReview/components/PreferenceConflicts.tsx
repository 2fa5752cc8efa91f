import type { UnknownAction } from '@reduxjs/toolkit';
import { useRef, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { preferenceLabel, type PreferenceSetting } from '../../../domain/orderPreferences';
import { CellConflictPopover } from '../../../shared/ui/CellConflictPopover';
import { loopingInWords } from '../../../widgets/LoopingFields';
import { orderPreferencesActions, type DocumentConflict, type OrderPreferencesState } from '../orderPreferencesSlice';
import { PREFERENCES_TEXTS } from '../orderPreferencesTexts';

const selectPreferences = (s: { orderReviewPreferences: OrderPreferencesState }) => s.orderReviewPreferences;
/** The settings switched on, in words ('nenhuma' when none). */
const settingsInWords = (settings: readonly PreferenceSetting[]): string => settings.filter((setting) => setting.checked).map((setting) => preferenceLabel(setting.chave)).join(', ') || 'nenhuma';
const onOff = (checked: boolean): string => (checked ? 'ligado' : 'desligado');

interface Shown {
  mine: string;
  current: string;
  onKeepMine: () => void;
  onTakeCurrent: () => void;
}

/** A control of the popover and, when its save was refused over a newer version (docs/api.md "Versioned writes"), both values at it with 'Manter o meu' / 'Usar o valor atual'. */
function ConflictAt({ control, subject, shown, children }: { control: string; subject: string; shown: Shown | null; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <div ref={box}>
      {children}
      {shown && <CellConflictPopover container={box} cellSelector={control} subject={subject} {...shown} />}
    </div>
  );
}

/** A switch of the user's settings: the settings switched on as they are now and as they would be with the buyer's switch. */
export function SettingConflict({ idConfiguracao, chave, children }: { idConfiguracao: number; chave: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const conflict = useAppSelector((s) => selectPreferences(s).settingConflict);
  const mine = conflict?.idConfiguracao === idConfiguracao ? conflict : null;
  const shown = mine && {
    mine: settingsInWords(mine.current.map((setting) => (setting.idConfiguracao === idConfiguracao ? { ...setting, checked: mine.checked } : setting))),
    current: settingsInWords(mine.current),
    onKeepMine: () => dispatch(orderPreferencesActions.settingConflictKeptMine({ idConfiguracao, checked: mine.checked })),
    onTakeCurrent: () => dispatch(orderPreferencesActions.settingConflictTookCurrent()),
  };
  return (
    <ConflictAt control='input[role="switch"]' subject={preferenceLabel(chave)} shown={shown}>
      {children}
    </ConflictAt>
  );
}

/** A document of one value (the looping settings, the adjustment): the buyer's and the current one in words, resolved by one action. */
function ValueConflict<T>({ conflict, mine, describe, resolved, control, subject, children }: { conflict: DocumentConflict<T> | null | undefined; mine: T | null; describe: (value: T) => string; resolved: (choice: 'mine' | 'current') => UnknownAction; control: string; subject: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const shown = conflict && mine !== null ? { mine: describe(mine), current: describe(conflict.current), onKeepMine: () => dispatch(resolved('mine')), onTakeCurrent: () => dispatch(resolved('current')) } : null;
  return (
    <ConflictAt control={control} subject={subject} shown={shown}>
      {children}
    </ConflictAt>
  );
}

/** The looping settings, at the fields: 'até 21:00, limitador 10 %, considera o faturamento mínimo'. */
export function LoopingConflict({ children }: { children: ReactNode }) {
  const { conflict, values } = useAppSelector((s) => selectPreferences(s).looping);
  return (
    <ValueConflict conflict={conflict} mine={values} describe={loopingInWords} resolved={orderPreferencesActions.loopingConflictResolved} control="fieldset" subject={PREFERENCES_TEXTS.loopingTitle}>
      {children}
    </ValueConflict>
  );
}

/** The quotation's quantity adjustment, at its switch. */
export function AdjustConflict({ children }: { children: ReactNode }) {
  const { conflict, value } = useAppSelector((s) => selectPreferences(s).adjust);
  return (
    <ValueConflict conflict={conflict} mine={value} describe={onOff} resolved={orderPreferencesActions.adjustConflictResolved} control='input[role="switch"]' subject={PREFERENCES_TEXTS.adjust}>
      {children}
    </ValueConflict>
  );
}
