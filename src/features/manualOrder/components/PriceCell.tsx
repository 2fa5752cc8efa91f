import type { DiferencaPrecoDto } from '../../../api/pedidoManualDto';
import { formatMoney, formatPercent } from '../../../shared/lib/format';
import { cellKindClass } from '../../../shared/grid/columnKinds';

const signed = (value: number, text: string): string => (value > 0 ? `+${text}` : text);

/** A price with its difference in value and percent against the reference price (or the history when there is none). */
export function PriceCell({ value, diff, base }: { value: number; diff: DiferencaPrecoDto; base: 'REFERENCIA' | 'HISTORICO' }) {
  const against = base === 'REFERENCIA' ? 'Diferença para o valor de referência' : 'Diferença para o valor histórico';
  return (
    <td className={`manual-num manual-price ${cellKindClass('money')}`}>
      <span>{formatMoney(value)}</span>
      <span className={diff.valor > 0 ? 'manual-price__diff manual-price__diff--up' : 'manual-price__diff'} title={against}>
        {signed(diff.valor, formatMoney(diff.valor))} ({signed(diff.percentual, formatPercent(diff.percentual))})
      </span>
    </td>
  );
}
