import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SavablePreferenceList } from './components/SavablePreferenceList';
import { selectSicSettings } from './tieBreakSettingsSelectors';
import { tieBreakSettingsActions } from './tieBreakSettingsSlice';
import { SIC_HELP, SIC_TITLE } from './tieBreakSettingsTexts';

/** /preferencia-sic (spec 02 §2.4): the SIC supplier order, 'tax id - name', sortable, 'Salvar'. */
export function SicPreferencePage() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectSicSettings);
  useEffect(() => {
    dispatch(tieBreakSettingsActions.listRequested('sic'));
  }, [dispatch]);
  return (
    <section className="tie-break" aria-labelledby="tie-break-title">
      <h1 id="tie-break-title">{SIC_TITLE}</h1>
      <p className="tie-break__help">{SIC_HELP}</p>
      <SavablePreferenceList screen="sic" list={list} label="Ordem dos fornecedores no desempate SIC" />
    </section>
  );
}
