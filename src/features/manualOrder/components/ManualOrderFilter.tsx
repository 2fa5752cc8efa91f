import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cleanBusca, DEFAULT_MANUAL_FILTER, type ManualOrderFilter as Filter } from '../../../domain/manualOrderFilter';
import { filterApplied } from '../manualOrderEvents';
import { selectBranchOptions, selectFilter, selectFilterActive, selectSupplierOptions } from '../manualOrderSelectors';
import { manualOrderActions } from '../manualOrderSlice';
import { CLEAR_FILTER, FILTER_TITLE } from '../manualOrderTexts';

const FLAGS: { key: 'respostaSemQuantidade' | 'semRespostaSelecionada' | 'respostaComOportunidade'; label: string }[] = [
  { key: 'respostaSemQuantidade', label: 'Resposta sem quantidade' },
  { key: 'semRespostaSelecionada', label: 'Sem resposta selecionada' },
  { key: 'respostaComOportunidade', label: 'Resposta com oportunidade' },
];

/**
 * 'FILTRAR PRODUTOS' (spec 02 §2.2, §3): the search applies by itself after 1,000 ms without
 * typing (the sagas' timing) or at once with Enter; branch, supplier and the three flags apply
 * when changed. The filter in force comes from the address.
 */
export function ManualOrderFilter() {
  const id = useId();
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectFilter);
  const active = useAppSelector(selectFilterActive);
  const branches = useAppSelector(selectBranchOptions);
  const suppliers = useAppSelector(selectSupplierOptions);
  const [busca, setBusca] = useState(filter.busca);
  const applied = useRef(filter.busca);

  // A search applied elsewhere (the address, 'Limpar filtro') shows in the field; the field's own keeps what was typed.
  useEffect(() => {
    if (applied.current === filter.busca) return;
    applied.current = filter.busca;
    setBusca((typed) => (cleanBusca(typed) === filter.busca ? typed : filter.busca));
  }, [filter.busca]);

  const apply = (change: Partial<Filter>) => dispatch(filterApplied({ ...filter, ...change }));
  // Enter applies the search at once (handled on the field: the form has no submit button).
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    dispatch(manualOrderActions.searchSubmitted(busca));
  };
  const [open, setOpen] = useState(true);
  return (
    <form className="manual-filter" aria-labelledby={`${id}-title`} onSubmit={(event: FormEvent) => event.preventDefault()} role="search">
      <h2 id={`${id}-title`} className="manual-filter__title">
        {/* Collapsible, so the answers get the room (issue 28); an active filter still shows 'Limpar filtro' in the heading's line. */}
        <button type="button" className="manual-filter__toggle" aria-expanded={open} aria-controls={`${id}-fields`} onClick={() => setOpen(!open)}>
          {FILTER_TITLE}
        </button>
        {!open && active && (
          <button type="button" className="btn btn--small manual-filter__clear" onClick={() => dispatch(filterApplied(DEFAULT_MANUAL_FILTER))}>
            {CLEAR_FILTER}
          </button>
        )}
      </h2>
      <div id={`${id}-fields`} className="manual-filter__fields" hidden={!open}>
        <label className="manual-filter__search">
          Buscar
          <input
            type="search"
            value={busca}
            maxLength={200}
            placeholder="EAN, código, descrição ou fabricante"
            onKeyDown={onSearchKey}
            onChange={(e) => {
              setBusca(e.target.value);
              dispatch(manualOrderActions.searchTyped(e.target.value));
            }}
          />
        </label>
        <label>
          Filial
          <select value={filter.cnpj} onChange={(e) => apply({ cnpj: e.target.value })}>
            <option value="">Todas</option>
            {branches.map((option) => (
              <option key={option.id} value={option.cnpjCliente}>
                {option.cnpjCliente} - {option.nomefantasiaCliente}
              </option>
            ))}
          </select>
        </label>
        <label>
          Fornecedor
          <select value={filter.cnpjFornecedor} onChange={(e) => apply({ cnpjFornecedor: e.target.value })}>
            <option value="">Todos</option>
            {suppliers.map((option) => (
              <option key={option.id} value={option.cnpj}>
                {option.nomeFantasia}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="manual-filter__flags">
          <legend>Mostrar só</legend>
          {FLAGS.map((flag) => (
            <label key={flag.key}>
              <input type="checkbox" checked={filter[flag.key]} onChange={(e) => apply({ [flag.key]: e.target.checked })} /> {flag.label}
            </label>
          ))}
        </fieldset>
        {active && (
          <button type="button" className="btn manual-filter__clear" onClick={() => dispatch(filterApplied(DEFAULT_MANUAL_FILTER))}>
            {CLEAR_FILTER}
          </button>
        )}
      </div>
    </form>
  );
}
