import { Link } from 'react-router-dom';
import './NoResults.css';

/**
 * An order screen's list that found nothing (spec 02 §2.2, spec 03 §3.1): 'Nenhum dado foi
 * encontrado!' with 'Limpar filtro' when a filter is on, otherwise the way back to the quotation's summary.
 */
export function NoResults({ idCotacao, filterActive, onClearFilter }: { idCotacao: number; filterActive: boolean; onClearFilter: () => void }) {
  return (
    <div className="no-results" role="status">
      <p>Nenhum dado foi encontrado!</p>
      {filterActive ? (
        <button type="button" className="btn" onClick={onClearFilter}>
          Limpar filtro
        </button>
      ) : (
        <Link className="btn" to={`/pedido-resumo/${idCotacao}`}>
          Voltar ao resumo
        </Link>
      )}
    </div>
  );
}
