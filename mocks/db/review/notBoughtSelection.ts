import type { FiltroNaoCompradosDto, ProdutoNaoCompradoDto, TipoExportacaoNaoComprados } from '../../../src/api/naoCompradosDto';
import { NOT_BOUGHT_STATUS_TEXT, statusesOf, type QuotationFileRow } from '../../../src/domain/notBought';
import type { MockDb } from '../core/database';
import { notBoughtTable, STATUS_CODES, type NotBoughtTable } from './notBoughtProducts';
import type { DbQuotation } from '../core/types';

/**
 * What a request reads of the products-not-bought table (mocks/db/review/notBoughtProducts.ts): the rows
 * a filter passes (kept while the filter and the data stay the same), a row as the API answers it,
 * and the rows of a download or of the quotation file.
 */
/** The filter behind a not-bought download link (MockDb.notBoughtExports). */
export interface NotBoughtExport {
  idCotacao: number;
  kind: 'planilha' | 'cotacao';
  tipo: TipoExportacaoNaoComprados;
  filter: FiltroNaoCompradosDto;
}

/** The rows passing a filter, in screen order; rows of no supplier (NR, PP never ordered) pass any supplier choice. */
export interface NotBoughtSelection {
  table: NotBoughtTable;
  rows: Int32Array;
}

const selections = new WeakMap<NotBoughtTable, { filter: string; selection: NotBoughtSelection }>();

export function selectNotBought(db: MockDb, quotation: DbQuotation, filter: FiltroNaoCompradosDto): NotBoughtSelection {
  const table = notBoughtTable(db, quotation);
  const filterKey = JSON.stringify(filter);
  const known = selections.get(table);
  if (known?.filter === filterKey) return known.selection;
  const branchCnpjs = new Set(filter.cnpjFiliais);
  const branchOn = Uint8Array.from(table.branches, (branch) => (branchCnpjs.has(branch.cnpj) ? 1 : 0));
  const supplierCnpjs = new Set(filter.cnpjFornecedores);
  const supplierOn = new Set(db.data.suppliers.filter((supplier) => supplierCnpjs.has(supplier.cnpj)).map((supplier) => supplier.id));
  const statuses = statusesOf(filter);
  const statusOn = Uint8Array.from(STATUS_CODES, (status) => (statuses.has(status) ? 1 : 0));
  const { rows } = table;
  const passing = new Int32Array(rows.count);
  let count = 0;
  for (const row of table.order) {
    if (!branchOn[rows.branch[row]] || !statusOn[rows.status[row]]) continue;
    const supplier = rows.supplier[row];
    if (supplier !== 0 && !supplierOn.has(supplier)) continue;
    passing[count++] = row;
  }
  const selection = { table, rows: passing.subarray(0, count) };
  selections.set(table, { filter: filterKey, selection });
  return selection;
}

/** A row as the API answers it (the order item's substitute code from the index, when it has one). */
export function notBoughtRow(db: MockDb, table: NotBoughtTable, row: number): ProdutoNaoCompradoDto {
  const { rows, quotation, branches } = table;
  const quoted = quotation.itens[rows.product[row]];
  const product = db.productById.get(quoted.idProduto)!;
  const branch = branches[rows.branch[row]];
  const status = STATUS_CODES[rows.status[row]];
  const item = rows.item[row];
  const substitute = item >= 0 ? table.substitutes.get(item) : undefined;
  return {
    id: item >= 0 ? `${item}-${status}` : `${branch.id}-${quoted.idProduto}-${status}`,
    status,
    statusDescricao: NOT_BOUGHT_STATUS_TEXT[status],
    tipo: product.tipoProduto,
    codigoSubstituto: substitute ? [substitute] : [],
    codigo: `P${String(product.id).padStart(6, '0')}`,
    codigoBarras: product.ean,
    produto: `${product.descricao} ${product.apresentacao}`,
    fabricante: product.fabricante,
    quantidade: rows.quantity[row],
    filial: branch.nomeFantasia,
    cnpjFilial: branch.cnpj,
    fornecedor: rows.supplier[row] ? (db.supplierById.get(rows.supplier[row])?.nomeFantasia ?? null) : null,
    quantidadeCotada: quoted.quantidade,
  };
}

/** Every row of a selection, for a download. */
export function* allNotBoughtRows(db: MockDb, selection: NotBoughtSelection): Generator<ProdutoNaoCompradoDto> {
  for (const row of selection.rows) yield notBoughtRow(db, selection.table, row);
}

/** The rows of a selection as the quotation file needs them (no row object built). */
export function* quotationFileRows(db: MockDb, selection: NotBoughtSelection): Generator<QuotationFileRow> {
  const { rows, quotation, branches } = selection.table;
  for (const row of selection.rows) {
    const quoted = quotation.itens[rows.product[row]];
    yield { codigoBarras: db.productById.get(quoted.idProduto)?.ean ?? '', filial: branches[rows.branch[row]].cnpj, quantidade: rows.quantity[row], quantidadeCotada: quoted.quantidade };
  }
}
