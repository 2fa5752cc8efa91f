import type { RowAttention } from '../../../domain/orderQuantity';
import { SwatchLegend } from '../../../shared/ui/SwatchLegend';

/** What each row colour of the product tables means (spec 03 §4.2, by precedence). */
export const ROW_LEGEND: readonly { attention: Exclude<RowAttention, null>; label: string }[] = [
  { attention: 'fixed', label: 'Quantidade diferente da quantidade fixa' },
  { attention: 'packaging', label: 'Quantidade fora do múltiplo da embalagem' },
  { attention: 'minimum', label: 'Abaixo da quantidade mínima' },
  { attention: 'opportunity', label: 'Produto com oportunidade' },
];

const ENTRIES = ROW_LEGEND.map((entry) => ({ key: entry.attention, swatchClass: `row-legend__swatch order-row--${entry.attention}`, text: entry.label }));

/** The legend of the product tables' row colours, beside 'Colunas'. */
export function RowLegend() {
  return <SwatchLegend label="Legenda das cores das linhas" title="Legenda" className="row-legend" entries={ENTRIES} />;
}
