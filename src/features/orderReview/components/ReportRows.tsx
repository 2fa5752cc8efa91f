import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PedidoRevisaoDto } from '../../../api/revisaoEnvioDto';
import { ORDER_STATUS_TEXT } from '../../../domain/orderStatus';
import { formatMoney } from '../../../shared/lib/format';
import { REPORT_COMBO } from '../orderReviewTexts';

/** Rows put on screen when 'Relatório' opens, and how many more each time the list's end comes into view. */
export const REPORT_FIRST_ROWS = 100;
export const REPORT_MORE_ROWS = 200;

/**
 * The rows of 'Relatório' (issue 31): on screen, the first 100 orders, then 200 more each time the
 * end of the list scrolls into view (4,500 orders at the power quotation would hold the page for
 * a second); in print, every order: the browser's `beforeprint` (from 'Imprimir' or the browser's
 * own print) puts them all on the page before it is laid out, `afterprint` takes the screen back.
 */
export function ReportRows({ rows }: { rows: readonly PedidoRevisaoDto[] }) {
  const [shown, setShown] = useState(REPORT_FIRST_ROWS);
  const [printing, setPrinting] = useState(false);
  const end = useRef<HTMLTableRowElement>(null);

  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const more = !printing && shown < rows.length;
  useEffect(() => {
    const marker = end.current;
    if (!more || !marker) return undefined;
    // Without IntersectionObserver (an old browser) every row shows.
    if (typeof IntersectionObserver === 'undefined') {
      setShown(rows.length);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + REPORT_MORE_ROWS);
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [more, shown, rows.length]);

  const visible = printing ? rows : rows.slice(0, shown);
  return (
    <>
      {visible.map((order) => (
        <tr key={order.idPedido}>
          <td>{order.nomeFantasiaFornecedor}</td>
          <td>{order.nomeRepresentante}</td>
          <td>{order.nomeFantasiaCliente}</td>
          <td>{ORDER_STATUS_TEXT[order.situacaoPedido]}</td>
          <td>{order.combo ? REPORT_COMBO : ''}</td>
          <td className="num">{formatMoney(order.valorTotal)}</td>
          <td className="num">{formatMoney(order.totalFaturado)}</td>
        </tr>
      ))}
      {more && (
        <tr ref={end} className="review-report__more">
          <td colSpan={7}>
            <span role="status">
              Mostrando {visible.length} de {rows.length} pedidos…
            </span>
          </td>
        </tr>
      )}
    </>
  );
}
