import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fileAddress } from '../../../domain/alertFiles';
import { DOWNLOAD_KINDS, IMAGE_KINDS } from '../../../domain/uploadCheck';
import { AlertBox } from '../../../shared/ui/AlertBox';
import { alertSettingsActions as a, selectAlertSettings } from '../alertSettingsSlice';
import { UploadField } from './UploadField';

/** Panel 'Configurar alertas' (spec 03 §2.7, §4.5): the image with its preview, the on/off switch, the downloadable file and its switch. */
export function AlertPanel() {
  const dispatch = useAppDispatch();
  const { aviso, saving, notice } = useAppSelector(selectAlertSettings);
  const refuse = useCallback((message: string) => dispatch(a.uploadRefused(message)), [dispatch]);
  const closeNotice = useCallback(() => dispatch(a.noticeClosed()), [dispatch]);
  return (
    <section className="alert-settings__panel" aria-labelledby="alert-panel-title">
      <h2 id="alert-panel-title">Configurar alertas</h2>
      {notice && <AlertBox severity={notice.tone} message={notice.text} onClose={closeNotice} />}
      <UploadField
        label="Imagem do alerta (PNG ou JPEG, de 1 KB a 1000 KB)"
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        kinds={IMAGE_KINDS}
        file={aviso.imagem}
        onChosen={(file) => dispatch(a.imageChosen(file))}
        onRefused={refuse}
        onRemoved={() => dispatch(a.imageRemoved())}
      />
      {aviso.imagem && <img className="alert-settings__preview" src={fileAddress(aviso.imagem)} alt="Pré-visualização do alerta" />}
      <label className="alert-settings__switch">
        <input type="checkbox" role="switch" checked={aviso.mostrarAviso} onChange={(e) => dispatch(a.alertSwitched(e.target.checked))} />
        Mostrar alerta aos compradores
      </label>
      <UploadField
        label="Arquivo para download (PNG, JPEG ou PDF, opcional)"
        accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
        kinds={DOWNLOAD_KINDS}
        file={aviso.imagemAux}
        onChosen={(file) => dispatch(a.fileChosen(file))}
        onRefused={refuse}
        onRemoved={() => dispatch(a.fileRemoved())}
      />
      <label className="alert-settings__switch">
        <input type="checkbox" role="switch" checked={aviso.mostrarAvisoAux} onChange={(e) => dispatch(a.fileSwitched(e.target.checked))} />
        Permitir baixar o arquivo
      </label>
      <div className="button-row">
        <button type="button" className="btn btn--primary" disabled={saving} onClick={() => dispatch(a.saveRequested())}>
          {saving ? 'Salvando…' : 'Salvar'}
        </button>
      </div>
    </section>
  );
}
