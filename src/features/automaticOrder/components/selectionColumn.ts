import type { ColDef, ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import type { PedidoItemDto } from '../../../api/dto';

/**
 * The product checkbox of a branch order's table (spec 03 §4.2): a plain DOM renderer (no React
 * cell in a 5,000-row table) that asks the page whether its row is checked; the page refreshes
 * this one column when the selection changes.
 */
export const SELECTION_COLUMN = 'selecionado';

export interface RowSelection {
  isChecked: (item: PedidoItemDto) => boolean;
  toggle: (item: PedidoItemDto) => void;
}

type Params = ICellRendererParams<PedidoItemDto> & { selection: RowSelection };

class SelectionCell implements ICellRendererComp<PedidoItemDto> {
  private input = document.createElement('input');
  private params: Params | null = null;
  private readonly onChange = () => {
    if (this.params?.data) this.params.selection.toggle(this.params.data);
  };

  init(params: Params): void {
    this.input.type = 'checkbox';
    this.input.className = 'grid-selection';
    this.input.tabIndex = -1;
    this.input.addEventListener('change', this.onChange);
    this.refresh(params);
  }

  getGui(): HTMLElement {
    return this.input;
  }

  refresh(params: Params): boolean {
    this.params = params;
    const item = params.data;
    this.input.checked = item ? params.selection.isChecked(item) : false;
    this.input.setAttribute('aria-label', item ? `Selecionar ${item.descricaoProdutoCliente}` : 'Selecionar');
    return true;
  }

  destroy(): void {
    this.input.removeEventListener('change', this.onChange);
  }
}

export function selectionColumn(selection: RowSelection): ColDef<PedidoItemDto> {
  return {
    colId: SELECTION_COLUMN,
    headerName: '',
    headerTooltip: 'Selecionar',
    width: 44,
    pinned: 'left',
    lockPinned: true,
    sortable: false,
    resizable: false,
    cellClass: 'grid-selection-cell',
    cellRenderer: SelectionCell,
    cellRendererParams: { selection },
  };
}
