import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fileAddress } from '../../../domain/alertFiles';
import { selectHome } from '../quotationHomeSelectors';
import { activeAlertDismissed } from '../quotationHomeSlice';
import './ActiveAlertNotice.css';

/** The administrators' active alert (issue 15 item 5, designed): its image and, when allowed, the file to download; the buyer may close it. */
export function ActiveAlertNotice() {
  const dispatch = useAppDispatch();
  const { activeAlert, activeAlertDismissed: dismissed } = useAppSelector(selectHome);
  const image = activeAlert?.imagem ? fileAddress(activeAlert.imagem) : '';
  if (!activeAlert || !image || dismissed) return null;
  const download = activeAlert.mostrarAvisoAux && activeAlert.imagemAux ? activeAlert.imagemAux : null;
  const downloadAddress = download ? fileAddress(download) : '';
  return (
    <aside className="home-alert" aria-label="Aviso">
      <img className="home-alert__image" src={image} alt="Aviso aos compradores" />
      <div className="home-alert__actions">
        {download && downloadAddress && (
          <a className="btn" href={downloadAddress} download={download.nomeArquivo}>
            Baixar arquivo
          </a>
        )}
        <button type="button" className="btn" onClick={() => dispatch(activeAlertDismissed())}>
          Fechar aviso
        </button>
      </div>
    </aside>
  );
}
