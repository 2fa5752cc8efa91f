import { useId, useState, type FormEvent } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { FiltroEmbalagemDto } from '../../../api/pedidoAutomaticoEmbalagemDto';
import { selectPackaging } from '../packagingProblemsSelectors';
import { PACKAGING_TEXTS } from '../packagingTexts';

const EMPTY = { produto: '', cnpjFornecedor: '', cnpjFilial: '' };

const toFilter = (draft: typeof EMPTY): FiltroEmbalagemDto => ({
  produto: draft.produto.trim() || undefined,
  cnpjFornecedor: draft.cnpjFornecedor || undefined,
  cnpjFilial: draft.cnpjFilial || undefined,
});

interface OptionSelectProps {
  label: string;
  allLabel: string;
  value: string;
  /** [CNPJ, name] pairs. */
  options: [string, string][];
  onChange: (value: string) => void;
}

function OptionSelect({ label, allLabel, value, options, onChange }: OptionSelectProps) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map(([cnpj, name]) => (
          <option key={cnpj} value={cnpj}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** FILTRAR PRODUTOS (spec 03 §2.4, §7.2): product name, supplier and branch; 'Filtrar' (or Enter) and 'Limpar'. */
export function ProductFilterPanel({ onFilter }: { onFilter: (filter: FiltroEmbalagemDto, announce: boolean) => void }) {
  const id = useId();
  const { suppliers, branches } = useAppSelector(selectPackaging);
  const [draft, setDraft] = useState(EMPTY);
  const set = (change: Partial<typeof EMPTY>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(toFilter(draft), true);
  };
  const clear = () => {
    setDraft(EMPTY);
    onFilter({}, false);
  };
  return (
    <form className="packaging-panel packaging-filter" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="packaging-panel__title">
        {PACKAGING_TEXTS.filterTitle}
      </h2>
      <label>
        {PACKAGING_TEXTS.product}
        <input type="search" value={draft.produto} maxLength={100} placeholder="Nome do produto" onChange={(event) => set({ produto: event.target.value })} />
      </label>
      <OptionSelect label={PACKAGING_TEXTS.supplier} allLabel={PACKAGING_TEXTS.all} value={draft.cnpjFornecedor} options={suppliers.map((o) => [o.cnpj, o.nomeFantasia])} onChange={(cnpjFornecedor) => set({ cnpjFornecedor })} />
      <OptionSelect label={PACKAGING_TEXTS.branch} allLabel={PACKAGING_TEXTS.allBranches} value={draft.cnpjFilial} options={branches.map((o) => [o.cnpjCliente, o.nomefantasiaCliente])} onChange={(cnpjFilial) => set({ cnpjFilial })} />
      <div className="packaging-panel__actions">
        <button type="button" className="btn" onClick={clear}>
          {PACKAGING_TEXTS.clearFilter}
        </button>
        <button type="submit" className="btn btn--primary">
          {PACKAGING_TEXTS.filter}
        </button>
      </div>
    </form>
  );
}
