import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fileAddress } from '../../../domain/alertFiles';
import { DOWNLOAD_KINDS, IMAGE_KINDS, type UploadKind } from '../../../domain/uploadCheck';
import { AlertBox } from '../../../shared/ui/AlertBox';
import { alertSettingsActions, selectAlertSettings, type AlertFileField } from '../alertSettingsSlice';
import { UploadField } from './UploadField';

interface FileFieldSetup {
  field: AlertFileField;
  label: string;
  accept: string;
  kinds: readonly UploadKind[];
  switchKey: 'mostrarAviso' | 'mostrarAvisoAux';
  switchLabel: string;
  preview: boolean;
}

const FILE_FIELDS: readonly FileFieldSetup[] = [
  { field: 'imagem', label: 'Imagem do alerta (PNG ou JPEG, de 1 KB a 1000 KB)', accept: '.png,.jpg,.jpeg,image/png,image/jpeg', kinds: IMAGE_KINDS, switchKey: 'mostrarAviso', switchLabel: 'Mostrar alerta aos compradores', preview: true },
  { field: 'imagemAux', label: 'Arquivo para download (PNG, JPEG ou PDF, opcional)', accept: '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf', kinds: DOWNLOAD_KINDS, switchKey: 'mostrarAvisoAux', switchLabel: 'Permitir baixar o arquivo', preview: false },
];

/** Panel 'Configurar alertas' (spec 03 §2.7, §4.5): the image with its preview and the on/off switch, the downloadable file and its switch. */
export function AlertPanel() {
  const dispatch = useAppDispatch();
  const { aviso, saving, notice } = useAppSelector(selectAlertSettings);
  const refuse = useCallback((message: string) => dispatch(alertSettingsActions.uploadRefused(message)), [dispatch]);
  const closeNotice = useCallback(() => dispatch(alertSettingsActions.noticeClosed()), [dispatch]);
  return (
    <section className="alert-settings__panel" aria-labelledby="alert-panel-title">
      <h2 id="alert-panel-title">Configurar alertas</h2>
      {notice && <AlertBox severity={notice.tone} message={notice.text} onClose={closeNotice} />}
      {FILE_FIELDS.map(({ field, label, accept, kinds, switchKey, switchLabel, preview }) => {
        const file = aviso[field];
        const address = file ? fileAddress(file) : '';
        return (
          <div key={field} className="alert-settings__group">
            <UploadField label={label} accept={accept} kinds={kinds} file={file} onChosen={(chosen) => dispatch(alertSettingsActions.fileChosen({ field, file: chosen }))} onRefused={refuse} onRemoved={() => dispatch(alertSettingsActions.fileRemoved(field))} />
            {preview && address !== '' && <img className="alert-settings__preview" src={address} alt="Pré-visualização do alerta" />}
            <label className="alert-settings__switch">
              <input type="checkbox" role="switch" checked={aviso[switchKey]} onChange={(e) => dispatch(alertSettingsActions.switched({ field, on: e.target.checked }))} />
              {switchLabel}
            </label>
          </div>
        );
      })}
      <div className="button-row">
        <button type="button" className="btn btn--primary" disabled={saving} onClick={() => dispatch(alertSettingsActions.saveRequested())}>
          {saving ? 'Salvando…' : 'Salvar'}
        </button>
      </div>
    </section>
  );
}
