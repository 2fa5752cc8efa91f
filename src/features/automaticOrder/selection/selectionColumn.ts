import type { ColDef, ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import type { PedidoItemDto } from '../../../api/dto';

/**
 * The product checkbox of a branch order's table (spec 03 §4.2): a plain DOM renderer (no React
 * cell in a 5,000-row table) that asks the page whether its row is checked, and listens for the
 * selection's changes while it is rendered (rows are virtualized: only the visible ones listen).
 */
export const SELECTION_COLUMN = 'selecionado';

export interface RowSelection {
  isChecked: (item: PedidoItemDto) => boolean;
  toggle: (item: PedidoItemDto) => void;
  /** Calls `listener` when the selection changes; answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

type Params = ICellRendererParams<PedidoItemDto> & { selection: RowSelection };

class SelectionCell implements ICellRendererComp<PedidoItemDto> {
  private input = document.createElement('input');
  private item: PedidoItemDto | undefined;
  private selection: RowSelection | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly show = () => {
    this.input.checked = this.item && this.selection ? this.selection.isChecked(this.item) : false;
  };
  private readonly onChange = () => {
    if (this.item) this.selection?.toggle(this.item);
  };

  init(params: Params): void {
    this.selection = params.selection;
    this.unsubscribe = params.selection.subscribe(this.show);
    this.input.type = 'checkbox';
    this.input.className = 'grid-selection';
    this.input.tabIndex = -1;
    this.input.addEventListener('change', this.onChange);
    this.refresh(params);
  }

  getGui(): HTMLElement {
    return this.input;
  }

  refresh(params: ICellRendererParams<PedidoItemDto>): boolean {
    const item = params.data;
    this.item = item;
    this.show();
    this.input.setAttribute('aria-label', item ? `Selecionar ${item.descricaoProdutoCliente}` : 'Selecionar');
    return true;
  }

  destroy(): void {
    this.input.removeEventListener('change', this.onChange);
    this.unsubscribe?.();
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
