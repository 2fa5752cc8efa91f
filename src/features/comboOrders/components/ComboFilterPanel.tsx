import { useEffect, useState, type FormEvent } from 'react';
import type { ComboFilter } from '../../../api/comboDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectComboOrders } from '../comboOrdersSelectors';
import { comboFilterApplied, EMPTY_FILTER } from '../comboOrdersSlice';
import { ALL, ALL_BRANCHES, CLEAR, FILTER, FILTER_TITLE } from '../comboTexts';

const idOf = (value: string): number | null => (value ? Number(value) : null);

/** The combo filter (spec 03 §2.5, §3.3): supplier, branch, product search and payment term; 'Filtrar' applies it, 'Limpar' clears it. */
export function ComboFilterPanel() {
  const dispatch = useAppDispatch();
  const { filter, options } = useAppSelector(selectComboOrders);
  const [draft, setDraft] = useState<ComboFilter>(filter);
  useEffect(() => setDraft(filter), [filter]);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    dispatch(comboFilterApplied({ ...draft, buscaProduto: draft.buscaProduto.trim() }));
  };
  return (
    <form className="combo-filter" onSubmit={submit} aria-label={FILTER_TITLE}>
      <h2 className="combo-filter__title">{FILTER_TITLE}</h2>
      <label>
        Fornecedor
        <select value={draft.idFornecedor ?? ''} onChange={(event) => setDraft({ ...draft, idFornecedor: idOf(event.target.value) })}>
          <option value="">{ALL}</option>
          {options.suppliers.map((supplier) => (
            <option key={supplier.idFornecedor} value={supplier.idFornecedor}>
              {supplier.nomeFantasia}
            </option>
          ))}
        </select>
      </label>
      <label>
        Filial
        <select value={draft.idCliente ?? ''} onChange={(event) => setDraft({ ...draft, idCliente: idOf(event.target.value) })}>
          <option value="">{ALL_BRANCHES}</option>
          {options.branches.map((branch) => (
            <option key={branch.idCliente} value={branch.idCliente}>
              {branch.nomeFantasiaCliente}
            </option>
          ))}
        </select>
      </label>
      <label>
        Produto
        <input type="search" value={draft.buscaProduto} maxLength={100} placeholder="Nome ou EAN" onChange={(event) => setDraft({ ...draft, buscaProduto: event.target.value })} />
      </label>
      <label>
        Prazo de pagamento
        <select value={draft.prazoTitulo} onChange={(event) => setDraft({ ...draft, prazoTitulo: event.target.value })}>
          <option value="">{ALL}</option>
          {options.terms.map((term) => (
            <option key={term} value={term}>
              {term}
            </option>
          ))}
        </select>
      </label>
      <div className="combo-filter__buttons">
        <button type="button" className="btn" onClick={() => dispatch(comboFilterApplied(EMPTY_FILTER))}>
          {CLEAR}
        </button>
        <button type="submit" className="btn btn--primary">
          {FILTER}
        </button>
      </div>
    </form>
  );
}
