import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { Modal } from '../../shared/ui/Modal';
import { BundleImport } from './components/BundleImport';
import { FailuresTable } from './components/FailuresTable';
import { clearRequested, exportRequested, selectSupport, supportOpened } from './supportSlice';
import './SupportPage.css';

/**
 * The support page (DECISIONS 16): the failures stored in this browser, the diagnostic bundle to
 * send to support, and the import of a bundle to see the user's screen in a read-only replay.
 * Open without a session: support imports bundles on a machine where nobody is signed in.
 */
export function SupportPage() {
  const dispatch = useAppDispatch();
  const { failures } = useAppSelector(selectSupport);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    dispatch(supportOpened());
  }, [dispatch]);

  const clear = (): void => {
    setConfirming(false);
    dispatch(clearRequested());
  };

  return (
    <main className="support">
      <h1>Suporte</h1>
      <FeatureStopped feature="support" />
      <p>
        <Link to="/cotacao">Voltar ao aplicativo</Link>
      </p>
      <section aria-labelledby="support-failures-title" className="support__section">
        <h2 id="support-failures-title">Falhas registradas</h2>
        <FailuresTable failures={failures} />
        <div className="button-row">
          <button type="button" className="btn btn--primary" onClick={() => dispatch(exportRequested())}>
            Exportar diagnóstico
          </button>
          <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
            Limpar registros
          </button>
        </div>
      </section>
      <BundleImport />
      {confirming && (
        <Modal
          title="Limpar registros"
          onClose={() => setConfirming(false)}
          width={420}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setConfirming(false)}>
                Cancelar
              </button>
              <button type="button" className="btn btn--danger" onClick={clear}>
                Limpar
              </button>
            </>
          }
        >
          <p>Apagar todas as falhas registradas neste navegador?</p>
        </Modal>
      )}
    </main>
  );
}
