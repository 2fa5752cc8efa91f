import type { ComboItemDto } from '../../../api/comboDto';
import { PagedTable, type TableColumn } from '../../../shared/ui/PagedTable';
import { LOCKED_MANDATORY, LOCKED_MINIMUM } from '../comboTexts';
import { COMBO_ITEM_COLUMNS } from './comboItemColumns';
import { ComboQuantityInput } from './ComboQuantityInput';
import type { PagedRows } from '../comboOrdersSlice';

/** Why an item's checkbox is off (spec 03 §4.4): mandatory and minimum-problem items cannot be excluded nor restored by checkbox. */
export function lockReason(item: ComboItemDto): string | null {
  if (item.obrigatorio) return LOCKED_MANDATORY;
  if (item.problemaDeMinimo) return LOCKED_MINIMUM;
  return null;
}

interface ComboItemsTableProps {
  caption: string;
  list: PagedRows<ComboItemDto>;
  size: number;
  visible: readonly string[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onPageChange: (page: number) => void;
  emptyText: string;
  /** The quantity input (the combo's items; the excluded view shows the quantity as text). */
  quantity?: { messages: Record<number, string>; onCommit: (item: ComboItemDto, quantity: number) => void };
}

/** A page of combo items with a checkbox per row (off, with the reason as tooltip, for locked items) and the chosen columns. */
export function ComboItemsTable({ caption, list, size, visible, selected, onToggle, onPageChange, emptyText, quantity }: ComboItemsTableProps) {
  const check: TableColumn<ComboItemDto> = {
    key: 'check',
    header: 'Sel.',
    className: 'combo-items__check',
    render: (item) => {
      const reason = lockReason(item);
      return (
        <span title={reason ?? undefined} className="combo-items__checkbox">
          <input
            type="checkbox"
            aria-label={reason ? `${item.produtoDescricao}: ${reason}` : `Selecionar ${item.produtoDescricao}`}
            checked={selected.has(item.idRespostaClienteItem)}
            disabled={reason !== null}
            onChange={() => onToggle(item.idRespostaClienteItem)}
          />
        </span>
      );
    },
  };
  const columns: TableColumn<ComboItemDto>[] = [
    check,
    ...COMBO_ITEM_COLUMNS.filter((column) => visible.includes(column.key)).map((column) =>
      column.key === 'pedida'
        ? {
            ...column,
            render: (item: ComboItemDto) =>
              quantity ? <ComboQuantityInput item={item} message={quantity.messages[item.idRespostaClienteItem]} onCommit={(value) => quantity.onCommit(item, value)} /> : item.qtdePedida,
          }
        : column,
    ),
  ];
  return (
    <PagedTable
      caption={caption}
      columns={columns}
      rows={list.rows}
      getRowId={(item) => item.idRespostaClienteItem}
      loading={list.loading}
      total={list.total}
      page={list.page}
      size={size}
      onPageChange={onPageChange}
      emptyText={emptyText}
    />
  );
}
