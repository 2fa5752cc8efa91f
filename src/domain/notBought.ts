import { MAX_ITEM_QUANTITY } from './shortageFile';

/**
 * Products not bought (spec 03 §2.6, §3.4, §5; issue 12 part 7): what the buyer quoted and did
 * not get, product by product and branch by branch, in six situations. Each situation is a share
 * of the quoted quantity, so the shares of one product at one branch never count a unit twice:
 * not answered (no answer at all), the part the supplier did not answer (PR), the part the buyer
 * removed (EX) or did not order (PP), the part the supplier did not invoice (NF) or has not
 * returned yet (SR).
 */
export type NotBoughtStatus = 'NR' | 'PR' | 'EX' | 'NF' | 'PP' | 'SR';

/** The code legend, in the spec's order. */
export const NOT_BOUGHT_LEGEND: readonly { status: NotBoughtStatus; text: string }[] = [
  { status: 'NR', text: 'Não respondido' },
  { status: 'PR', text: 'Parcialmente respondido' },
  { status: 'EX', text: 'Excluído do pedido' },
  { status: 'NF', text: 'Não faturado' },
  { status: 'PP', text: 'Parcialmente pedido' },
  { status: 'SR', text: 'Sem retorno' },
];

export const NOT_BOUGHT_STATUS_TEXT = Object.fromEntries(NOT_BOUGHT_LEGEND.map(({ status, text }) => [status, text])) as Record<NotBoughtStatus, string>;

/** The six situation switches of the filter (§3.4), each naming one status. */
export type NotBoughtSituation = 'produtosNaoRespondidos' | 'produtosExcluidos' | 'produtosParcialmentePedidos' | 'produtosParcialmenteRespondidos' | 'produtosNaoFaturados' | 'produtosSemRetornos';

export const NOT_BOUGHT_SITUATIONS: readonly { key: NotBoughtSituation; status: NotBoughtStatus; label: string }[] = [
  { key: 'produtosNaoRespondidos', status: 'NR', label: 'Produtos não respondidos' },
  { key: 'produtosExcluidos', status: 'EX', label: 'Produtos excluídos' },
  { key: 'produtosParcialmentePedidos', status: 'PP', label: 'Produtos parcialmente pedidos' },
  { key: 'produtosParcialmenteRespondidos', status: 'PR', label: 'Produtos parcialmente respondidos' },
  { key: 'produtosNaoFaturados', status: 'NF', label: 'Produtos não faturados' },
  { key: 'produtosSemRetornos', status: 'SR', label: 'Produtos sem retorno' },
];

export type NotBoughtSituations = Record<NotBoughtSituation, boolean>;

/** §5: every situation on except 'sem retorno'. */
export const DEFAULT_NOT_BOUGHT_SITUATIONS: NotBoughtSituations = {
  produtosNaoRespondidos: true,
  produtosExcluidos: true,
  produtosParcialmentePedidos: true,
  produtosParcialmenteRespondidos: true,
  produtosNaoFaturados: true,
  produtosSemRetornos: false,
};

/** §9: the not-bought table shows 5 products per page. */
export const NOT_BOUGHT_PAGE_SIZE = 5;

/** The statuses the chosen situations ask for. */
export function statusesOf(situations: Partial<NotBoughtSituations>): Set<NotBoughtStatus> {
  return new Set(NOT_BOUGHT_SITUATIONS.filter(({ key }) => situations[key] === true).map(({ status }) => status));
}

/** 'Filtrar' needs at least one situation, one supplier and one branch (spec 03 §8: 'Nenhum produto, fornecedor ou filial selecionado.'). */
export function isNotBoughtFilterComplete(filter: { cnpjFornecedores: readonly string[]; cnpjFiliais: readonly string[] } & Partial<NotBoughtSituations>): boolean {
  return filter.cnpjFornecedores.length > 0 && filter.cnpjFiliais.length > 0 && statusesOf(filter).size > 0;
}

/** What the data says about one ordered (or deleted) item of a product at a branch. */
export interface OrderedItemFacts {
  /** qtdeCotada. */
  quoted: number;
  /** qtdeRespondida: what the supplier's answer offered. */
  answered: number;
  /** qtdePedida. */
  ordered: number;
  /** The buyer deleted the item from its order ('Excluir Produtos', the review's delete). */
  excluded: boolean;
  /** The order was sent (status index above 5). */
  sent: boolean;
  /** What the supplier invoiced once its billing return came; null while it has not come. */
  invoiced: number | null;
}

export interface NotBoughtShare {
  status: NotBoughtStatus;
  quantidade: number;
}

/**
 * The not-bought shares of an ordered item: PR the part not answered (quoted − answered); of what
 * was answered, EX all of it when the item was deleted, else PP the part not ordered; of what was
 * ordered and sent, SR all of it while the billing return has not come, else NF the part not
 * invoiced. The shares never add up to more than the quoted quantity.
 */
export function notBoughtShares(item: OrderedItemFacts): NotBoughtShare[] {
  const quoted = Math.max(0, item.quoted);
  const available = Math.max(0, Math.min(quoted, item.answered));
  const shares: NotBoughtShare[] = [];
  const add = (status: NotBoughtStatus, quantidade: number) => {
    if (quantidade > 0) shares.push({ status, quantidade });
  };
  add('PR', quoted - available);
  if (item.excluded) {
    add('EX', available);
    return shares;
  }
  const ordered = Math.max(0, Math.min(item.ordered, available));
  add('PP', available - ordered);
  if (!item.sent) return shares;
  if (item.invoiced === null) add('SR', ordered);
  else add('NF', ordered - Math.min(ordered, Math.max(0, item.invoiced)));
  return shares;
}

/** A not-bought row as the quotation file needs it. */
export interface QuotationFileRow {
  codigoBarras: string;
  /** The branch it is missing at. */
  filial: string;
  quantidade: number;
  /** What the branch quoted of it: the shares of one product at one branch never pass it. */
  quantidadeCotada: number;
}

/**
 * 'Gerar arquivo de cotação': one `EAN;quantidade` line per product, the format the wizard's
 * 'Arquivos de falta' upload reads (domain/shortageFile parseShortageFile). A quotation item's
 * quantity is what each branch quotes, so a product takes the largest quantity missing at one
 * branch (its shares there added, at most what that branch quoted), at most 99,999. Products in
 * the order they first appear.
 */
export function quotationFileLines(rows: Iterable<QuotationFileRow>): string[] {
  const atBranch = new Map<string, Map<string, number>>();
  const quotedAt = new Map<string, number>();
  for (const row of rows) {
    if (row.quantidade <= 0) continue;
    let branches = atBranch.get(row.codigoBarras);
    if (!branches) atBranch.set(row.codigoBarras, (branches = new Map()));
    const key = `${row.codigoBarras}|${row.filial}`;
    quotedAt.set(key, Math.max(quotedAt.get(key) ?? 0, row.quantidadeCotada));
    branches.set(row.filial, Math.min(quotedAt.get(key)!, (branches.get(row.filial) ?? 0) + row.quantidade));
  }
  const lines = ['EAN;Quantidade'];
  for (const [ean, branches] of atBranch) lines.push(`${ean};${Math.min(MAX_ITEM_QUANTITY, Math.max(...branches.values()))}`);
  return lines;
}
