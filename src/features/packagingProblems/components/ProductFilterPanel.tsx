import { useId, useState, type FormEvent } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { FiltroEmbalagemDto } from '../../../api/pedidoAutomaticoEmbalagemDto';
import { selectPackaging } from '../packagingProblemsSelectors';
import { PACKAGING_TEXTS as T } from '../packagingTexts';

const EMPTY = { produto: '', cnpjFornecedor: '', cnpjFilial: '' };

const toFilter = (draft: typeof EMPTY): FiltroEmbalagemDto => ({
  produto: draft.produto.trim() || undefined,
  cnpjFornecedor: draft.cnpjFornecedor || undefined,
  cnpjFilial: draft.cnpjFilial || undefined,
});

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
        {T.filterTitle}
      </h2>
      <label>
        {T.product}
        <input type="search" value={draft.produto} maxLength={100} placeholder="Nome do produto" onChange={(event) => set({ produto: event.target.value })} />
      </label>
      <label>
        {T.supplier}
        <select value={draft.cnpjFornecedor} onChange={(event) => set({ cnpjFornecedor: event.target.value })}>
          <option value="">{T.all}</option>
          {suppliers.map((option) => (
            <option key={option.cnpj} value={option.cnpj}>
              {option.nomeFantasia}
            </option>
          ))}
        </select>
      </label>
      <label>
        {T.branch}
        <select value={draft.cnpjFilial} onChange={(event) => set({ cnpjFilial: event.target.value })}>
          <option value="">{T.allBranches}</option>
          {branches.map((option) => (
            <option key={option.cnpjCliente} value={option.cnpjCliente}>
              {option.nomefantasiaCliente}
            </option>
          ))}
        </select>
      </label>
      <div className="packaging-panel__actions">
        <button type="button" className="btn" onClick={clear}>
          {T.clearFilter}
        </button>
        <button type="submit" className="btn btn--primary">
          {T.filter}
        </button>
      </div>
    </form>
  );
}
