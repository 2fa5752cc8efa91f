import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PagedTable, type TableColumn } from './PagedTable';

interface Row {
  id: number;
  nome: string;
}

const columns: TableColumn<Row>[] = [
  { key: 'id', header: 'Código', render: (r) => r.id, sortKey: 'id' },
  { key: 'nome', header: 'Nome', render: (r) => r.nome },
];

const all: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, nome: `Filial ${i + 1}` }));

function Harness({ loading = false, rows: given }: { loading?: boolean; rows?: Row[] }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(5);
  const [sort, setSort] = useState({ key: 'id', asc: true });
  const [selected, setSelected] = useState(new Set<number>());
  const source = given ?? [...all].sort((a, b) => (sort.asc ? a.id - b.id : b.id - a.id));
  const rows = source.slice(page * size, page * size + size);
  return (
    <PagedTable<Row, number>
      caption="Filiais"
      columns={columns}
      rows={rows}
      getRowId={(r) => r.id}
      loading={loading}
      total={source.length}
      page={page}
      size={size}
      onPageChange={setPage}
      onSizeChange={(s) => {
        setSize(s);
        setPage(0);
      }}
      sort={sort}
      onSortChange={setSort}
      selection={{
        selected,
        rowLabel: (id) => `Selecionar filial ${id}`,
        onToggle: (id) => setSelected((prev) => new Set(prev.has(id) ? [...prev].filter((x) => x !== id) : [...prev, id])),
        onToggleAll: (ids, select) => setSelected(new Set(select ? ids : [])),
      }}
    />
  );
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');

describe('PagedTable (spec 01 §2.5)', () => {
  it('pages, sorts by a column and selects rows', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows()[0]).toHaveTextContent('Filial 1');

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(bodyRows()[0]).toHaveTextContent('Filial 6');
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: /Código/ }));
    expect(screen.getByRole('columnheader', { name: /Código/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('Filial 18');

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    expect(screen.getByRole('checkbox', { name: 'Selecionar filial 18' })).toBeChecked();
  });

  it('shows at most 5 page buttons in a table and disables sizes the total cannot half fill', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getAllByRole('button', { name: /^Página \d+$/ })).toHaveLength(5);
    const sizes = screen.getByLabelText('Itens por página');
    expect(within(sizes).getByRole('option', { name: '50' })).toBeDisabled(); // 23 / 50 < 0.5
    expect(within(sizes).getByRole('option', { name: '20' })).toBeEnabled();
    await user.selectOptions(sizes, '20');
    expect(bodyRows()).toHaveLength(20);
  });

  it("says 'Nenhum dado encontrado.' when empty and hides the pager for 5 or fewer rows", () => {
    render(<Harness rows={[]} />);
    expect(screen.getByText('Nenhum dado encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('shows a loading skeleton marked busy instead of rows while loading', () => {
    render(<Harness loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.queryByText('Filial 1')).not.toBeInTheDocument();
  });

  it('shows a failed read as an alert with its message instead of the table', () => {
    render(<PagedTable<Row, number> caption="Filiais" columns={columns} rows={all.slice(0, 5)} getRowId={(r) => r.id} total={23} page={0} size={5} onPageChange={() => undefined} error="Não foi possível carregar as filiais." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as filiais.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('PagedTable sort with a none state (issue 28: the answer-details sort)', () => {
  function Clearable() {
    const [sort, setSort] = useState<{ key: string; asc: boolean }>({ key: '', asc: true });
    return (
      <PagedTable<Row, number> caption="Filiais" columns={columns} rows={all.slice(0, 3)} getRowId={(r) => r.id} total={3} page={0} size={5} onPageChange={() => undefined} sort={sort} onSortChange={setSort} onSortClear={() => setSort({ key: '', asc: true })} />
    );
  }

  it('goes ascending → descending → unsorted → ascending', async () => {
    const user = userEvent.setup();
    render(<Clearable />);
    const header = () => screen.getByRole('columnheader', { name: /Código/ });
    expect(header()).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: /Código/ }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Código/ }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Código/ }));
    expect(header()).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: /Código/ }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
  });
});
