import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { registerChosenFile } from '../chosenFiles';
import { selectShortageMode, selectWizardBusy } from '../quotationWizardSelectors';
import { wizardActions } from '../quotationWizardSlice';
import { SHORTAGE_DISABLED_MESSAGE } from '../wizardTexts';
import { PurchaseModeRadios } from './PurchaseModeRadios';

/** 'Arquivos de falta': a TXT or CSV with EAN and quantity per line; upload disabled until a mode is chosen. */
export function ShortageFilePanel() {
  const dispatch = useAppDispatch();
  const id = useId();
  const arquivosDeFalta = useAppSelector(selectShortageMode);
  const busy = useAppSelector(selectWizardBusy);
  const disabled = arquivosDeFalta === '';
  return (
    <section className="panel" aria-labelledby="wizard-shortage">
      <h2 id="wizard-shortage">Arquivos de falta</h2>
      <PurchaseModeRadios legend="Modo de compra do arquivo" name="arquivosDeFalta" value={arquivosDeFalta} onChange={(mode) => dispatch(wizardActions.shortageModeChanged(mode))} />
      <div className={disabled ? 'form-field form-field--disabled' : 'form-field'}>
        <label htmlFor={`${id}-arquivo`}>Arquivo de falta (TXT ou CSV: EAN e quantidade por linha)</label>
        <input
          id={`${id}-arquivo`}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          // Not `disabled`: a disabled control gets no click, and the click must explain why nothing opens.
          aria-disabled={disabled}
          disabled={busy !== null}
          onClick={(event) => {
            if (!disabled) return;
            event.preventDefault();
            dispatch(wizardActions.wizardAlertShown({ severity: 'warning', message: SHORTAGE_DISABLED_MESSAGE }));
          }}
          aria-describedby={disabled ? `${id}-desabilitado` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) dispatch(wizardActions.shortageFileChosen(registerChosenFile(file)));
            event.target.value = '';
          }}
        />
        {disabled && (
          <p id={`${id}-desabilitado`} className="wizard-hint">
            {SHORTAGE_DISABLED_MESSAGE}
          </p>
        )}
      </div>
    </section>
  );
}
