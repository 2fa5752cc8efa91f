import type { ColDef, ICellRendererComp, ICellRendererParams } from 'ag-grid-community';

/**
 * A row action in an AG Grid table: one button per row, a plain DOM component (no React tree per
 * row) that dispatches a bubbling DOM event with the row; the page listens on the grid's wrapper.
 * Enter or Space on the focused cell does the same (the grid keeps the keyboard: the buttons are
 * not tab stops of their own). A row the action does not apply to shows no button.
 */
export interface RowActionOptions<Row> {
  colId: string;
  headerName: string;
  headerTooltip: string;
  /** The button's visible glyph. */
  glyph: string;
  /** The button's accessible name and tooltip, per row. */
  label: (row: Row) => string;
  /** The DOM event dispatched (CustomEvent<Row>, bubbling). */
  eventName: string;
  available?: (row: Row) => boolean;
  width?: number;
}

export function rowActionColumn<Row>(options: RowActionOptions<Row>): ColDef<Row> {
  const { colId, headerName, headerTooltip, glyph, label, eventName, available = () => true, width = 66 } = options;
  const request = (from: EventTarget | null, row: Row): void => {
    from?.dispatchEvent(new CustomEvent<Row>(eventName, { bubbles: true, detail: row }));
  };

  class RowActionButton implements ICellRendererComp<Row> {
    private readonly button = document.createElement('button');
    private row: Row | undefined;
    private readonly onClick = () => {
      if (this.row) request(this.button, this.row);
    };

    init(params: ICellRendererParams<Row>): void {
      this.button.type = 'button';
      this.button.className = 'grid-row-action';
      this.button.tabIndex = -1;
      this.button.textContent = glyph;
      this.button.addEventListener('click', this.onClick);
      this.refresh(params);
    }

    getGui(): HTMLElement {
      return this.button;
    }

    refresh(params: ICellRendererParams<Row>): boolean {
      this.row = params.data;
      const text = params.data ? label(params.data) : '';
      this.button.setAttribute('aria-label', text);
      this.button.title = text;
      this.button.hidden = !params.data || !available(params.data);
      return true;
    }

    destroy(): void {
      this.button.removeEventListener('click', this.onClick);
    }
  }

  return {
    colId,
    headerName,
    headerTooltip,
    width,
    cellClass: 'grid-row-action-cell',
    cellRenderer: RowActionButton,
    suppressKeyboardEvent: ({ event, editing, data }) => {
      if (editing || event.type !== 'keydown' || (event.key !== 'Enter' && event.key !== ' ') || !data || !available(data)) return false;
      event.preventDefault();
      request(event.target, data);
      return true;
    },
  };
}
