import { act, render, screen } from '@testing-library/react';
import type { PedidoRevisaoDto } from '../../api/revisaoEnvioDto';
import { REPORT_FIRST_ROWS, REPORT_MORE_ROWS, ReportRows } from './components/ReportRows';

/** 'Relatório' of many orders (issue 31): a screenful first, more as the list scrolls, every order in print. */
const ORDERS = 450;
const rows = Array.from({ length: ORDERS }, (_, n) => ({ idPedido: n + 1, nomeFantasiaFornecedor: 'Fornecedor', nomeRepresentante: 'Rep', nomeFantasiaCliente: `Filial ${n + 1}`, situacaoPedido: 'CONFIRMADO', valorTotal: 10, totalFaturado: 0 }) as PedidoRevisaoDto);

/** An IntersectionObserver whose targets come into view when the test says so. */
let intersect: () => void = () => undefined;
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    intersect = () => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    intersect = () => undefined;
  }
}

const orderRows = () => screen.getAllByRole('row').filter((row) => /Filial \d+/.test(row.textContent ?? ''));

describe("'Relatório' rows", () => {
  beforeEach(() => {
    (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('shows the first orders, more as the end comes into view, and every order while printing', () => {
    render(
      <table>
        <tbody>
          <ReportRows rows={rows} />
        </tbody>
      </table>,
    );
    expect(orderRows()).toHaveLength(REPORT_FIRST_ROWS);
    expect(screen.getByRole('status')).toHaveTextContent(`Mostrando ${REPORT_FIRST_ROWS} de ${ORDERS} pedidos…`);

    act(() => intersect());
    expect(orderRows()).toHaveLength(REPORT_FIRST_ROWS + REPORT_MORE_ROWS);

    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(orderRows()).toHaveLength(ORDERS);
    expect(orderRows().at(-1)).toHaveTextContent(`Filial ${ORDERS}`);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(orderRows()).toHaveLength(REPORT_FIRST_ROWS + REPORT_MORE_ROWS);
    act(() => intersect());
    expect(orderRows()).toHaveLength(ORDERS);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
