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
      <OptionSelect label="Fornecedor" all={ALL} value={draft.idFornecedor ?? ''} options={options.suppliers.map((o) => [String(o.idFornecedor), o.nomeFantasia])} onChange={(value) => setDraft({ ...draft, idFornecedor: idOf(value) })} />
      <OptionSelect label="Filial" all={ALL_BRANCHES} value={draft.idCliente ?? ''} options={options.branches.map((o) => [String(o.idCliente), o.nomeFantasiaCliente])} onChange={(value) => setDraft({ ...draft, idCliente: idOf(value) })} />
      <label>
        Produto
        <input type="search" value={draft.buscaProduto} maxLength={100} placeholder="Nome ou EAN" onChange={(event) => setDraft({ ...draft, buscaProduto: event.target.value })} />
      </label>
      <OptionSelect label="Prazo de pagamento" all={ALL} value={draft.prazoTitulo} options={options.terms.map((term) => [term, term])} onChange={(value) => setDraft({ ...draft, prazoTitulo: value })} />
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

/** A filter dropdown: 'Todos' (or 'Todas') first, then the options as [value, text]. */
function OptionSelect({ label, all, value, options, onChange }: { label: string; all: string; value: string | number; options: [string, string][]; onChange: (value: string) => void }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
