import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DEFAULT_MANUAL_FILTER } from '../../../domain/manualOrderFilter';
import { NoResults } from '../../../widgets/NoResults';
import { filterApplied } from '../manualOrderEvents';
import { selectEmptyResult } from '../manualOrderSelectors';

/** 'Nenhum dado foi encontrado!' with 'Limpar filtro' when a filter is on, otherwise the way back to the quotation's summary. */
export function EmptyResult({ idCotacao }: { idCotacao: number }) {
  const dispatch = useAppDispatch();
  const empty = useAppSelector(selectEmptyResult);
  if (!empty) return null;
  return <NoResults idCotacao={idCotacao} filterActive={empty.filterActive} onClearFilter={() => dispatch(filterApplied(DEFAULT_MANUAL_FILTER))} />;
}
