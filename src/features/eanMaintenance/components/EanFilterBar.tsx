import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { EanSortField } from '../../../api/produtoEanDto';
import { eanActions, EMPTY_FILTER, selectEan } from '../eanMaintenanceSlice';

const SORT_LABELS: Record<EanSortField, string> = { codigo: 'Código', descricao: 'Descrição', fabricante: 'Fabricante' };

/** Filter by code, description and manufacturer; sort by code, description or manufacturer (spec 03 §7.6, §9). */
export function EanFilterBar() {
  const dispatch = useAppDispatch();
  const { sort, asc } = useAppSelector(selectEan);
  const [draft, setDraft] = useState(EMPTY_FILTER);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(eanActions.filterSubmitted(draft));
  };
  const field = (key: keyof typeof draft, label: string) => (
    <label className="ean-filter__field">
      {label}
      <input type="text" value={draft[key]} maxLength={key === 'codigo' ? 14 : 100} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
    </label>
  );
  return (
    <form className="ean-filter" onSubmit={submit} aria-label="Filtro de produtos">
      {field('codigo', 'Código')}
      {field('descricao', 'Descrição')}
      {field('descricaoFabricante', 'Fabricante')}
      <div className="button-row">
        <button type="submit" className="btn btn--primary">
          Filtrar
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setDraft(EMPTY_FILTER);
            dispatch(eanActions.filterSubmitted(EMPTY_FILTER));
          }}
        >
          Limpar
        </button>
      </div>
      <label className="ean-filter__field">
        Ordenar por
        <select value={sort} onChange={(e) => dispatch(eanActions.sortChanged({ sort: e.target.value as EanSortField, asc }))}>
          {(Object.keys(SORT_LABELS) as EanSortField[]).map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
      <label className="ean-filter__field">
        Ordem
        <select value={asc ? 'asc' : 'desc'} onChange={(e) => dispatch(eanActions.sortChanged({ sort, asc: e.target.value === 'asc' }))}>
          <option value="desc">Decrescente</option>
          <option value="asc">Crescente</option>
        </select>
      </label>
    </form>
  );
}
