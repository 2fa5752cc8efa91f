import type { APIRequestContext } from '@playwright/test';

/**
 * What the buyer pays, recomputed from the API's items alone (never from the totals the API
 * states): an order is Σ qtdePedida × valorSemST of its items, rounded to the cent; a
 * representative is the sum of its orders, a supplier the sum of its representatives, the
 * quotation the sum of its suppliers. Amounts are whole cents.
 */
export interface LedgerItem {
  id: number;
  idProduto?: number;
  codigoBarras: string;
  qtdePedida: number;
  valorSemST: number;
  quantidadeFaturada?: number;
  valorFaturado?: number;
}

export interface LedgerOrder {
  idPedido: number;
  idFornecedor: number;
  idRepresentante: number;
  branch: string;
  status: string;
  combo: boolean;
  total: number;
  invoiced: number;
  items: LedgerItem[];
}

export interface LedgerRepresentative {
  id: number;
  name: string;
  total: number;
  orders: LedgerOrder[];
}

export interface LedgerSupplier {
  id: number;
  name: string;
  total: number;
  representatives: LedgerRepresentative[];
}

export interface Ledger {
  total: number;
  suppliers: LedgerSupplier[];
}

export const toCents = (reais: number) => Math.round(reais * 100);

export function orderCents(items: readonly LedgerItem[]): number {
  return toCents(items.reduce((sum, item) => sum + item.qtdePedida * item.valorSemST, 0));
}

const sumOf = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((sum, row) => sum + value(row), 0);

interface Page<T> {
  content: T[];
}

interface SupplierRow {
  idFornecedor: number;
  nomeFantasiaFornecedor: string;
}

interface RepresentativeRow {
  idRepresentante: number;
  nomeRepresentante: string;
}

interface OrderRow {
  idPedido: number;
  idFornecedor: number;
  idRepresentante: number;
  nomeFantasiaCliente: string;
  situacaoPedido: string;
  combo?: boolean;
}

/** The two ways the API lists a quotation's hierarchy: the automatic order (stage 1) and the review (stage 2). */
export type Stage = 'automatic' | 'review';

export class LedgerReader {
  constructor(
    private readonly request: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  private async json<T>(method: 'GET' | 'POST', path: string): Promise<T> {
    const answer = method === 'GET' ? await this.request.get(path, { headers: this.headers }) : await this.request.post(path, { headers: this.headers, data: {} });
    if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}`);
    return (await answer.json()) as T;
  }

  private async lists(stage: Stage, id: number) {
    const method = stage === 'automatic' ? 'GET' : 'POST';
    const base = stage === 'automatic' ? `/api/pedidoAutomatico/${id}` : `/api/revisaoEnvio/${id}`;
    return {
      suppliers: () => this.json<Page<SupplierRow>>(method, `${base}/fornecedores?page=0&size=10000`),
      representatives: (f: number) => this.json<Page<RepresentativeRow>>(method, `${base}/representantes?idFornecedor=${f}&page=0&size=10000`),
      orders: (f: number, r: number) => this.json<Page<OrderRow>>(method, `${base}/filiais?idFornecedor=${f}&idRepresentante=${r}&page=0&size=10000`),
      items: (o: number) =>
        stage === 'automatic' ? this.json<Page<LedgerItem>>('GET', `${base}/itens?idPedido=${o}&page=0&size=10000`) : this.json<Page<LedgerItem>>('POST', `/api/revisaoEnvio/pedido/${o}/itens?page=0&size=10000`),
    };
  }

  /** Every supplier, representative, branch order and item of the quotation, with totals recomputed from the items. */
  async read(stage: Stage, id: number): Promise<Ledger> {
    const api = await this.lists(stage, id);
    const suppliers: LedgerSupplier[] = [];
    for (const s of (await api.suppliers()).content) {
      const representatives: LedgerRepresentative[] = [];
      for (const r of (await api.representatives(s.idFornecedor)).content) {
        const orders: LedgerOrder[] = [];
        for (const o of (await api.orders(s.idFornecedor, r.idRepresentante)).content) {
          const items = (await api.items(o.idPedido)).content;
          orders.push({
            idPedido: o.idPedido,
            idFornecedor: o.idFornecedor,
            idRepresentante: o.idRepresentante,
            branch: o.nomeFantasiaCliente,
            status: o.situacaoPedido,
            combo: o.combo === true,
            total: orderCents(items),
            invoiced: toCents(sumOf(items, (item) => item.valorFaturado ?? 0)),
            items,
          });
        }
        representatives.push({ id: r.idRepresentante, name: r.nomeRepresentante, total: sumOf(orders, (o) => o.total), orders });
      }
      suppliers.push({ id: s.idFornecedor, name: s.nomeFantasiaFornecedor, total: sumOf(representatives, (r) => r.total), representatives });
    }
    return { total: sumOf(suppliers, (s) => s.total), suppliers };
  }
}

/** 'R$ 1.234,56' (any spacing) → 123456 cents; null when the text holds no amount. */
export function parseMoney(text: string): number | null {
  const match = /(-?)R\$\s*([\d.]+),(\d{2})/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) return null;
  const cents = Number(match[2].replace(/\./g, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/** Every order of a ledger, flat. */
export const ordersOf = (ledger: Ledger) => ledger.suppliers.flatMap((s) => s.representatives.flatMap((r) => r.orders));
