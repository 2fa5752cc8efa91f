import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DEFAULT_MANUAL_FILTER } from '../../../domain/manualOrderFilter';
import { filterApplied } from '../manualOrderEvents';
import { selectEmptyResult } from '../manualOrderSelectors';
import { BACK_TO_SUMMARY, CLEAR_FILTER, EMPTY_RESULT } from '../manualOrderTexts';

/** 'Nenhum dado foi encontrado!' with 'Limpar filtro' when a filter is on, otherwise the way back to the quotation's summary. */
export function EmptyResult({ idCotacao }: { idCotacao: number }) {
  const dispatch = useAppDispatch();
  const empty = useAppSelector(selectEmptyResult);
  if (!empty) return null;
  return (
    <div className="manual-order__empty">
      <p>{EMPTY_RESULT}</p>
      {empty.filterActive ? (
        <button type="button" className="btn" onClick={() => dispatch(filterApplied(DEFAULT_MANUAL_FILTER))}>
          {CLEAR_FILTER}
        </button>
      ) : (
        <Link className="btn" to={`/pedido-resumo/${idCotacao}`}>
          {BACK_TO_SUMMARY}
        </Link>
      )}
    </div>
  );
}
