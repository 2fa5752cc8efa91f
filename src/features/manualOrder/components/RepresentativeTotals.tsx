import { useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../shared/lib/format';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectTotals } from '../manualOrderSelectors';
import { TOTALS } from '../manualOrderTexts';

/** 'Totais por representante': per representative and payment term, the value bought and what it lacks of its minimum billing ('Faltam', spec 02 §5). */
export function RepresentativeTotals() {
  const { byRepresentative } = useAppSelector(selectTotals);
  if (byRepresentative.length === 0) return null;
  return (
    <details className="manual-totals__representatives">
      <summary>{TOTALS.byRepresentative}</summary>
      <div className="manual-scroll">
        <table className="manual-table manual-totals__table">
          <thead>
            <tr>
              <th scope="col">Fornecedor</th>
              <th scope="col">Representante</th>
              <th scope="col">Prazo</th>
              <th scope="col">Itens</th>
              <th scope="col">Total s/ ST</th>
              <th scope="col">Total c/ ST</th>
              <th scope="col">Fat. mínimo</th>
            </tr>
          </thead>
          <tbody>
            {byRepresentative.map((row) => (
              <tr key={`${row.idRepresentante}:${row.prazoPagamento}:${row.prazoTitulo}`}>
                <td>
                  <TruncatedText text={row.nomeFantasiaFornecedor} />
                </td>
                <td>
                  <TruncatedText text={row.tituloRepresentante} />
                </td>
                <td>{row.prazoTitulo}</td>
                <td className="manual-num">{row.quantidadeItens}</td>
                <td className="manual-num">{formatMoney(row.valorTotal)}</td>
                <td className="manual-num">{formatMoney(row.valorTotalComST)}</td>
                <td className={row.faltaFaturamentoMinimo > 0 ? 'manual-num manual-totals__shortfall' : 'manual-num'}>
                  {row.faltaFaturamentoMinimo > 0 ? `${TOTALS.shortfall} ${formatMoney(row.faltaFaturamentoMinimo)}` : formatMoney(row.faturamentoMinimo)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
