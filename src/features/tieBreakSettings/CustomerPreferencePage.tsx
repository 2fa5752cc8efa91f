import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ListStatus, SaveNotice } from './components/PreferenceNotices';
import { SavablePreferenceList } from './components/SavablePreferenceList';
import { selectCustomSettings } from './tieBreakSettingsSelectors';
import { tieBreakSettingsActions } from './tieBreakSettingsSlice';
import { CUSTOM_HELP, CUSTOM_SWITCH, CUSTOMER_TITLE, DEFAULT_HELP } from './tieBreakSettingsTexts';

/**
 * /preferencia-cliente (spec 02 §2.4, §4.7): the switch between the default and the custom
 * tie-break; custom shows the supplier/representative order with 'Salvar'; switching it off is
 * one call that disables the custom configuration and loads the default again.
 */
export function CustomerPreferencePage() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCustomSettings);
  useEffect(() => {
    dispatch(tieBreakSettingsActions.listRequested('custom'));
  }, [dispatch]);
  const ready = list.status === 'loaded';
  return (
    <section className="tie-break" aria-labelledby="tie-break-title">
      <h1 id="tie-break-title">{CUSTOMER_TITLE}</h1>
      <label className="tie-break__switch">
        <input type="checkbox" role="switch" checked={list.on} disabled={!ready || list.switching} aria-busy={list.switching} onChange={(event) => dispatch(tieBreakSettingsActions.customSwitched(event.target.checked))} />
        <span>{CUSTOM_SWITCH}</span>
      </label>
      <p className="tie-break__help">{list.on ? CUSTOM_HELP : DEFAULT_HELP}</p>
      {list.on ? (
        <SavablePreferenceList screen="custom" list={list} label="Ordem dos fornecedores e representantes no desempate personalizado" />
      ) : (
        <>
          {list.status === 'failed' && <ListStatus list={list} />}
          <SaveNotice list={list} />
        </>
      )}
    </section>
  );
}
