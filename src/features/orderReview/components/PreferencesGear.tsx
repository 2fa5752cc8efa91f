import { useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectGear, selectTour } from '../orderPreferencesSelectors';
import { orderPreferencesActions } from '../orderPreferencesSlice';
import { PREFERENCES_TEXTS } from '../orderPreferencesTexts';
import { PreferencesPopover } from './PreferencesPopover';
import { PreferencesTour } from './PreferencesTour';
import './OrderPreferences.css';

/**
 * The review header's preferences gear (spec 03 §2.6, §4.6, §6): shown when C_PREFERENCIAS_PEDIDO
 * is on, enabled in the allowed quotation situations (domain/orderPreferences.ts). It opens the
 * popover; the first time for a user it runs the tour first.
 */
export function PreferencesGear() {
  const dispatch = useAppDispatch();
  const gear = useAppSelector(selectGear);
  const tour = useAppSelector(selectTour);
  const gearRef = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const reasonId = useId();
  if (!gear.shown) return null;
  return (
    <span className="order-preferences">
      <button
        ref={gearRef}
        type="button"
        className="btn order-preferences__gear"
        data-tour="preferencias"
        aria-label={PREFERENCES_TEXTS.gear}
        aria-haspopup="dialog"
        aria-expanded={gear.open}
        aria-controls={gear.open ? popoverId : undefined}
        aria-describedby={gear.enabled ? undefined : reasonId}
        title={gear.enabled ? PREFERENCES_TEXTS.gear : PREFERENCES_TEXTS.notAllowed}
        disabled={!gear.enabled}
        onClick={() => dispatch(orderPreferencesActions.gearPressed())}
      >
        <span aria-hidden="true">⚙</span>
      </button>
      {!gear.enabled && (
        <span id={reasonId} className="visually-hidden">
          {PREFERENCES_TEXTS.notAllowed}
        </span>
      )}
      {gear.open && <PreferencesPopover id={popoverId} gearRef={gearRef} />}
      {tour.open && <PreferencesTour />}
    </span>
  );
}
