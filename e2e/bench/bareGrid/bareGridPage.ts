/**
 * The baselines of the automatic-order benchmarks (issue 10 part 6), in a page of their own:
 * - "Abrir": fetch the 5,000 items of a branch order, JSON.parse them and show them in a bare AG
 *   Grid (vanilla createGrid, the same modules and theme family as the app, no React, no store)
 *   with the columns of the automatic order's product table;
 * - "Abrir tabela simples": the same rows' quantities as plain DOM inputs; Enter writes the typed
 *   value into the row's cell and the page total: the vanilla cell update a quantity edit is
 *   compared with.
 */
import {
  ClientSideRowModelModule,
  createGrid,
  ModuleRegistry,
  themeQuartz,
  type ColDef,
} from 'ag-grid-community';

ModuleRegistry.registerModules([ClientSideRowModelModule]);

interface Item {
  id: number;
  codigoBarras: string;
  descricaoProdutoCliente: string;
  descricaoFabricanteCliente: string;
  tipoProduto: string;
  qtdeCotada: number;
  qtdeRespondida: number;
  qtdePedida: number;
  qtdeEmbalagem: number;
  qtdeMinima: number;
  valorReferencia: number;
  valorSemST: number;
  valorComST: number;
}

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const moneyColumn = (field: keyof Item, headerName: string): ColDef<Item> => ({ field, headerName, width: 110, valueFormatter: ({ value }) => money.format(value as number) });

/** The twelve columns of the automatic order's product table (spec 03 §3.1). */
const columns: ColDef<Item>[] = [
  { field: 'codigoBarras', headerName: 'EAN', width: 130 },
  { field: 'descricaoProdutoCliente', headerName: 'Produto', width: 260 },
  { field: 'descricaoFabricanteCliente', headerName: 'Fabricante', width: 160 },
  { field: 'tipoProduto', headerName: 'L/M', width: 60, valueFormatter: ({ value }) => (value === 'LIBERADO' ? 'L' : 'M') },
  { field: 'qtdeCotada', headerName: 'Cotada', width: 80 },
  { field: 'qtdeRespondida', headerName: 'Respondida', width: 90 },
  { field: 'qtdePedida', headerName: 'Pedida', width: 80 },
  { field: 'qtdeEmbalagem', headerName: 'Emb.', width: 70 },
  { field: 'qtdeMinima', headerName: 'Mínima', width: 70 },
  moneyColumn('valorReferencia', 'Referência'),
  moneyColumn('valorSemST', 'Valor s/ ST'),
  moneyColumn('valorComST', 'Valor c/ ST'),
];

async function fetchItems(): Promise<Item[]> {
  const answer = await fetch('/bench-grid/items.json');
  return JSON.parse(await answer.text()) as Item[];
}

async function openGrid(): Promise<void> {
  const rows = await fetchItems();
  createGrid<Item>(document.getElementById('grid')!, {
    theme: themeQuartz,
    columnDefs: columns,
    rowData: rows,
    getRowId: ({ data }) => String(data.id),
  });
}

async function openVanilla(): Promise<void> {
  const rows = await fetchItems();
  const host = document.getElementById('vanilla')!;
  const total = document.getElementById('total')!;
  const table = document.createElement('table');
  const body = table.createTBody();
  const quantities = new Map<number, number>();
  for (const row of rows.slice(0, 200)) {
    quantities.set(row.id, row.qtdePedida);
    const tr = body.insertRow();
    tr.insertCell().textContent = row.descricaoProdutoCliente;
    const input = document.createElement('input');
    input.inputMode = 'numeric';
    input.maxLength = 5;
    input.dataset.id = String(row.id);
    tr.insertCell().append(input);
    const shown = tr.insertCell();
    shown.className = 'shown';
    shown.textContent = String(row.qtdePedida);
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      const value = Number(input.value.replace(/\D/g, '').slice(0, 5));
      quantities.set(row.id, value);
      shown.textContent = String(value);
      let sum = 0;
      for (const quantity of quantities.values()) sum += quantity;
      total.textContent = String(sum);
      input.value = '';
    });
  }
  host.append(table);
}

document.getElementById('abrir')!.addEventListener('click', () => void openGrid());
document.getElementById('abrir-vanilla')!.addEventListener('click', () => void openVanilla());
