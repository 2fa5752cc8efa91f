import { useId, useMemo, useState } from 'react';
import type { OpcaoFilialProdutoDto } from '../../../api/pedidoAutomaticoMassEditDto';
import { normalizeSearchText } from '../../../domain/automaticOrderFilter';

/**
 * The mass-edit modal's branch filter: a multi-select of the product's branches (a popover with a
 * search box and a checkbox per branch); 'Filtrar' shows only the chosen ones, 'Limpar' all.
 */
export function BranchFilter({ options, applied, onApply }: { options: readonly OpcaoFilialProdutoDto[]; applied: readonly string[]; onApply: (cnpjs: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([...applied]);
  const [search, setSearch] = useState('');
  const panelId = useId();
  const shown = useMemo(() => {
    const needle = normalizeSearchText(search);
    return needle ? options.filter((o) => normalizeSearchText(`${o.nomefantasiaCliente} ${o.cnpjCliente}`).includes(needle)) : options;
  }, [options, search]);
  const toggle = (cnpj: string) => setChosen((list) => (list.includes(cnpj) ? list.filter((c) => c !== cnpj) : [...list, cnpj]));
  const apply = (cnpjs: string[]) => {
    setChosen(cnpjs);
    setOpen(false);
    onApply(cnpjs);
  };
  const summary = applied.length === 0 ? 'Todas as filiais' : applied.length === 1 ? '1 filial' : `${applied.length} filiais`;
  return (
    <div className="branch-filter">
      <button type="button" className="btn btn--small" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Filtrar filiais: {summary}
      </button>
      {open && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog or popover closes on Escape from anywhere inside it (the key handler belongs on its container)
        <div
          id={panelId}
          className="branch-filter__panel"
          role="group"
          aria-label="Filiais do filtro"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            setOpen(false);
          }}
        >
          <input type="search" aria-label="Buscar filial" placeholder="Buscar filial" value={search} onChange={(event) => setSearch(event.target.value)} />
          <ul className="branch-filter__options">
            {shown.map((option) => (
              <li key={option.cnpjCliente}>
                <label title={option.nomefantasiaCliente}>
                  <input type="checkbox" checked={chosen.includes(option.cnpjCliente)} onChange={() => toggle(option.cnpjCliente)} />
                  <span>{option.nomefantasiaCliente}</span>
                </label>
              </li>
            ))}
            {shown.length === 0 && <li className="branch-filter__empty">Nenhuma filial encontrada</li>}
          </ul>
          <div className="branch-filter__buttons">
            <button type="button" className="btn btn--small" onClick={() => apply([])}>
              Limpar
            </button>
            <button type="button" className="btn btn--small btn--primary" onClick={() => apply(chosen)}>
              Filtrar
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
