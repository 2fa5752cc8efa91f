import type { RowAttention } from '../../../domain/orderQuantity';

/** What each row colour of the product tables means (spec 03 §4.2, by precedence). */
export const ROW_LEGEND: readonly { attention: Exclude<RowAttention, null>; label: string }[] = [
  { attention: 'fixed', label: 'Quantidade diferente da quantidade fixa' },
  { attention: 'packaging', label: 'Quantidade fora do múltiplo da embalagem' },
  { attention: 'minimum', label: 'Abaixo da quantidade mínima' },
  { attention: 'opportunity', label: 'Produto com oportunidade' },
];

/** The legend of the product tables' row colours, beside 'Colunas'. */
export function RowLegend() {
  return (
    <section className="row-legend" aria-label="Legenda das cores das linhas">
      <span className="row-legend__title">Legenda:</span>
      <ul>
        {ROW_LEGEND.map((entry) => (
          <li key={entry.attention}>
            <span className={`row-legend__swatch order-row--${entry.attention}`} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
