import { useState } from 'react';
import type { CotacaoItemDto } from '../../../api/cotacaoDto';
import { PagedTable, type TableColumn, type TableSelection } from '../../../shared/ui/PagedTable';

const COLUMNS: TableColumn<CotacaoItemDto>[] = [
  { key: 'ean', header: 'EAN', render: (i) => i.ean },
  { key: 'produto', header: 'Produto', render: (i) => i.descricao },
  { key: 'apresentacao', header: 'Apresentação', render: (i) => i.apresentacao },
  { key: 'fabricante', header: 'Fabricante', render: (i) => i.fabricante },
  { key: 'quantidade', header: 'Quantidade', render: (i) => i.quantidade },
  { key: 'origem', header: 'Origem', render: (i) => (i.origem === 'ARQUIVO' ? 'Arquivo de falta' : 'Busca') },
];
const SIZES = [10, 20, 50] as const;

/** The quotation's products, paged here in the page (the list is already whole in the state). */
export function ItemsTable({ caption, items, selection }: { caption: string; items: CotacaoItemDto[]; selection?: TableSelection<number> }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(SIZES[0]);
  const last = Math.max(0, Math.ceil(items.length / size) - 1);
  const current = Math.min(page, last);
  return (
    <PagedTable
      caption={caption}
      columns={COLUMNS}
      rows={items.slice(current * size, current * size + size)}
      getRowId={(i) => i.idProduto}
      total={items.length}
      page={current}
      size={size}
      sizeOptions={SIZES}
      onPageChange={setPage}
      onSizeChange={(next) => {
        setSize(next);
        setPage(0);
      }}
      selection={selection}
    />
  );
}
