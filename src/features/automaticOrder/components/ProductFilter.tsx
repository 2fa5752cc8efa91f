import { useId, useState, type FormEvent } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { DEFAULT_FILTER, FILTER_VALUE_MAX_LENGTH, normalizeFilterValue, type AutomaticOrderFilter, type TipoComparacao } from '../../../domain/automaticOrderFilter';
import { selectSupplierOptions } from '../automaticOrderSelectors';
import { FILTER_TITLE } from '../automaticOrderTexts';

const FLAGS: { key: 'conflitoDeEmbalagem' | 'problemaDeMinimo' | 'problemaFaturamentoMinimo' | 'oportunidade' | 'combo'; label: string }[] = [
  { key: 'conflitoDeEmbalagem', label: 'Conflito de embalagem' },
  { key: 'problemaDeMinimo', label: 'Problema de mínimo' },
  { key: 'problemaFaturamentoMinimo', label: 'Problema de faturamento mínimo' },
  { key: 'oportunidade', label: 'Oportunidade' },
  { key: 'combo', label: 'Combo' },
];

const COMPARISONS: { value: TipoComparacao; label: string }[] = [
  { value: 0, label: 'Valor de referência' },
  { value: 1, label: 'Valor histórico' },
  { value: 2, label: 'Qtd. pedida x cotada' },
];

/** The value as the field shows it: comma decimals ("0.00" → "0,00"). */
const shownValue = (valor: string): string => valor.replace('.', ',');
/** While typing: digits and one decimal separator, at most 6 characters (spec 03 §5). */
const typedValue = (text: string): string => text.replace(/[^\d,.]/g, '').slice(0, FILTER_VALUE_MAX_LENGTH);

interface ProductFilterProps {
  /** The filter in force (from the address); the form starts from it. */
  applied: AutomaticOrderFilter;
  onApply: (filter: AutomaticOrderFilter) => void;
}

/**
 * FILTRAR PRODUTOS (spec 03 §2.3, issue 10 part 2): a draft applied by 'Filtrar' (or Enter),
 * 'Limpar' applies the defaults. The value takes a money mask with comma decimals; anything
 * invalid becomes 0 when the field is left or the filter applied.
 */
export function ProductFilter({ applied, onApply }: ProductFilterProps) {
  const id = useId();
  const options = useAppSelector(selectSupplierOptions);
  const [draft, setDraft] = useState(applied);
  const [value, setValue] = useState(shownValue(applied.valor));
  const set = (change: Partial<AutomaticOrderFilter>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valor = normalizeFilterValue(value);
    setValue(shownValue(valor));
    onApply({ ...draft, busca: draft.busca.trim(), valor });
  };
  const clear = () => {
    setDraft(DEFAULT_FILTER);
    setValue(shownValue(DEFAULT_FILTER.valor));
    onApply(DEFAULT_FILTER);
  };
  return (
    <form className="product-filter" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="product-filter__title">
        {FILTER_TITLE}
      </h2>
      <div className="product-filter__fields">
        <label className="product-filter__search">
          Buscar
          <input type="search" value={draft.busca} maxLength={200} placeholder="EAN, código, descrição ou fabricante" onChange={(e) => set({ busca: e.target.value })} />
        </label>
        <label>
          Fornecedor
          <select value={draft.idFornecedor ?? ''} onChange={(e) => set({ idFornecedor: e.target.value ? Number(e.target.value) : null })}>
            <option value="">Todos</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.nomeFantasia}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="product-filter__comparison">
          <legend>Comparação</legend>
          <select aria-label="Acima ou abaixo" value={draft.acimaDoValor ? 'acima' : 'abaixo'} onChange={(e) => set({ acimaDoValor: e.target.value === 'acima' })}>
            <option value="acima">Acima de</option>
            <option value="abaixo">Abaixo de</option>
          </select>
          <input
            aria-label="Valor da comparação"
            className="product-filter__value"
            inputMode="decimal"
            maxLength={FILTER_VALUE_MAX_LENGTH}
            value={value}
            onChange={(e) => setValue(typedValue(e.target.value))}
            onBlur={() => setValue(shownValue(normalizeFilterValue(value)))}
          />
          <select aria-label="Unidade da comparação" value={draft.filtroPorcentagem ? '%' : 'R$'} onChange={(e) => set({ filtroPorcentagem: e.target.value === '%' })}>
            <option value="%">%</option>
            <option value="R$">R$</option>
          </select>
          <select aria-label="Comparar com" value={draft.tipoComparacao} onChange={(e) => set({ tipoComparacao: Number(e.target.value) as TipoComparacao })}>
            {COMPARISONS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </fieldset>
        <fieldset className="product-filter__flags">
          <legend>Mostrar só</legend>
          {FLAGS.map((flag) => (
            <label key={flag.key}>
              <input type="checkbox" checked={draft[flag.key]} onChange={(e) => set({ [flag.key]: e.target.checked })} /> {flag.label}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="product-filter__buttons">
        <button type="button" className="btn" onClick={clear}>
          Limpar
        </button>
        <button type="submit" className="btn btn--primary">
          Filtrar
        </button>
      </div>
    </form>
  );
}
