import { useCallback, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LOOPING_PREFERENCE, OPPORTUNITY_PREFERENCE, preferenceLabel, type PreferenceSetting } from '../../../domain/orderPreferences';
import { overlayToggled } from '../../../shared/lib/appEvents';
import { AlertBox } from '../../../shared/ui/AlertBox';
import { useDismiss } from '../../../shared/ui/useDismiss';
import { LoopingFields } from '../../../widgets/LoopingFields';
import { selectPopover } from '../orderPreferencesSelectors';
import { orderPreferencesActions } from '../orderPreferencesSlice';
import { PREFERENCES_TEXTS } from '../orderPreferencesTexts';
import { AdjustConflict, LoopingConflict, SettingConflict } from './PreferenceConflicts';

type View = ReturnType<typeof selectPopover>;

function Switch({ id, label, checked, disabled, busy, onChange }: { id: string; label: string; checked: boolean; disabled: boolean; busy: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="pref-switch" htmlFor={id}>
      <input id={id} type="checkbox" role="switch" checked={checked} disabled={disabled || busy} aria-busy={busy || undefined} onChange={(event) => onChange(event.target.checked)} />
      <span className="pref-switch__label">{label}</span>
    </label>
  );
}

function LoopingPreference({ view }: { view: View }) {
  const dispatch = useAppDispatch();
  const { status, values, timeError } = view.looping;
  if (!values) {
    if (status === 'failed') {
      return (
        <p className="order-preferences__note" role="alert">
          {PREFERENCES_TEXTS.loadFailed}{' '}
          <button type="button" className="btn btn--link" onClick={() => dispatch(orderPreferencesActions.configRetried())}>
            {PREFERENCES_TEXTS.retry}
          </button>
        </p>
      );
    }
    return <p role="status">{PREFERENCES_TEXTS.loopingLoading}</p>;
  }
  return (
    <LoopingConflict>
      <fieldset className="order-preferences__looping">
        <legend>{PREFERENCES_TEXTS.loopingTitle}</legend>
        <LoopingFields
          values={values}
          timeError={timeError}
          disabled={!view.editable}
          onTime={(horarioLimite) => dispatch(orderPreferencesActions.loopingEdited({ horarioLimite }, 'none'))}
          onTimeCommit={() => dispatch(orderPreferencesActions.loopingEdited({}, 'now'))}
          onLimiter={(percentualPrecoMax) => dispatch(orderPreferencesActions.loopingEdited({ percentualPrecoMax }, 'debounced'))}
          onMinimum={(considerarMinimo) => dispatch(orderPreferencesActions.loopingEdited({ considerarMinimo }, 'now'))}
        />
      </fieldset>
    </LoopingConflict>
  );
}

function AdjustPreference({ view, id }: { view: View; id: string }) {
  const dispatch = useAppDispatch();
  const { status, value, saving } = view.adjust;
  if (status === 'idle' || status === 'loading') return <p role="status">{PREFERENCES_TEXTS.loading}</p>;
  return (
    <div className="order-preferences__sub">
      <AdjustConflict>
        <Switch id={id} label={PREFERENCES_TEXTS.adjust} checked={value} disabled={!view.editable || status !== 'loaded'} busy={saving} onChange={(checked) => dispatch(orderPreferencesActions.adjustToggled(checked))} />
      </AdjustConflict>
    </div>
  );
}

function SettingRow({ setting, view, baseId }: { setting: PreferenceSetting; view: View; baseId: string }) {
  const dispatch = useAppDispatch();
  const id = `${baseId}-${setting.idConfiguracao}`;
  return (
    <li className="order-preferences__item">
      <SettingConflict idConfiguracao={setting.idConfiguracao} chave={setting.chave}>
        <Switch
          id={id}
          label={preferenceLabel(setting.chave)}
          checked={setting.checked}
          disabled={!view.editable}
          busy={view.saving.includes(setting.idConfiguracao)}
          onChange={(checked) => dispatch(orderPreferencesActions.settingToggled({ idConfiguracao: setting.idConfiguracao, checked }))}
        />
      </SettingConflict>
      {setting.checked && setting.chave === LOOPING_PREFERENCE && <LoopingPreference view={view} />}
      {setting.checked && setting.chave === OPPORTUNITY_PREFERENCE && <AdjustPreference view={view} id={`${id}-ajuste`} />}
    </li>
  );
}

/** Keeps the popover inside the viewport: shifted left when it would pass the right edge, as tall as the room below it. */
function useFitInViewport(ref: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const popover = ref.current;
    if (!popover) return;
    const box = popover.getBoundingClientRect();
    const overflow = box.right - (window.innerWidth - 8);
    if (overflow > 0) popover.style.transform = `translateX(${-Math.min(overflow, Math.max(0, box.left - 8))}px)`;
    popover.style.maxHeight = `${Math.max(240, window.innerHeight - box.top - 12)}px`;
  }, [ref]);
}

/**
 * The preferences popover (spec 03 §2.6, §3.4, §4.6, §8): the user's settings in their fixed
 * order, each a switch that saves or removes at once; the looping settings under the looping
 * preference and the quantity adjustment under the opportunities one. Esc closes it and gives
 * the focus back to the gear; Tab stays inside; a click outside closes it.
 */
export function PreferencesPopover({ id, gearRef }: { id: string; gearRef: RefObject<HTMLButtonElement | null> }) {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectPopover);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const baseId = useId();
  useFitInViewport(ref);

  const close = useCallback(
    (returnFocus: boolean) => {
      dispatch(orderPreferencesActions.popoverClosed());
      if (returnFocus) gearRef.current?.focus();
    },
    [dispatch, gearRef],
  );

  useEffect(() => {
    dispatch(overlayToggled({ open: true }));
    const first = ref.current?.querySelector<HTMLElement>('input[role="switch"]:not([disabled])');
    (first ?? ref.current)?.focus();
    return () => void dispatch(overlayToggled({ open: false }));
  }, [dispatch]);

  // Settings that arrive after the opening take the focus from the popover itself, not from a control the user reached.
  useEffect(() => {
    if (view.config.status === 'loaded' && document.activeElement === ref.current) ref.current?.querySelector<HTMLElement>('input[role="switch"]:not([disabled])')?.focus();
  }, [view.config.status, view.editable]);

  // A press or the focus outside it (the gear toggles by itself; a dialog opened above it is not outside) closes it: a popover, Tab leaves it.
  useDismiss(ref, true, () => close(false), [gearRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ref.current?.contains(event.target as Node)) return; // keys of a dialog opened above it
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };

  const { config } = view;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog or popover closes on Escape from anywhere inside it (the key handler belongs on its container)
    <div id={id} ref={ref} className="order-preferences__popover" role="dialog" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <header className="order-preferences__header">
        <h2 id={titleId}>{PREFERENCES_TEXTS.title}</h2>
        <button type="button" className="order-preferences__close" aria-label={PREFERENCES_TEXTS.close} onClick={() => close(true)}>
          ×
        </button>
      </header>
      {config.status === 'loading' && <p role="status">{PREFERENCES_TEXTS.loading}</p>}
      {config.status === 'failed' && (
        <div className="order-preferences__note" role="alert">
          <p>{config.error}</p>
          <button type="button" className="btn" onClick={() => dispatch(orderPreferencesActions.configRetried())}>
            {PREFERENCES_TEXTS.retry}
          </button>
        </div>
      )}
      {view.saveError && <AlertBox severity="erro" message={view.saveError} onClose={() => dispatch(orderPreferencesActions.saveErrorClosed())} autoCloseMs={0} />}
      {config.status === 'loaded' && !view.editable && <p className="order-preferences__note">{PREFERENCES_TEXTS.notEditable}</p>}
      {config.settings.length > 0 && (
        <ul className="order-preferences__list">
          {config.settings.map((setting) => (
            <SettingRow key={setting.idConfiguracao} setting={setting} view={view} baseId={baseId} />
          ))}
        </ul>
      )}
      <footer className="order-preferences__footer">
        <button type="button" className="btn btn--link" onClick={() => dispatch(orderPreferencesActions.tourRestarted())}>
          {PREFERENCES_TEXTS.tourAgain}
        </button>
      </footer>
    </div>
  );
}
