import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from './shellSections';

/**
 * A screen the app already links to but that is not built yet (docs/decisions.md "Layout"): it
 * says so, with a way back, instead of bouncing silently to the home.
 */
export function UnderConstructionPage({ screen }: { screen: string }) {
  const navigate = useNavigate();
  // 'default' is the key of the first entry: nothing of ours to go back to.
  const canGoBack = useLocation().key !== 'default';
  return (
    <section className="under-construction" aria-labelledby="under-construction-title">
      <h1 id="under-construction-title">Em construção</h1>
      <p>
        A tela <strong>{screen}</strong> ainda não está disponível nesta versão.
      </p>
      <div className="button-row">
        {canGoBack && (
          <button type="button" className="btn btn--primary" onClick={() => navigate(-1)}>
            Voltar
          </button>
        )}
        <Link className="btn" to={HOME_PATH}>
          Ir para o início
        </Link>
      </div>
    </section>
  );
}
