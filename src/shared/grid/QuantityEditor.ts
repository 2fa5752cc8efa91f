import type { ICellEditorComp, ICellEditorParams } from 'ag-grid-community';

export const QUANTITY_MAX_DIGITS = 5;

/** What the user may keep of a typed quantity: digits only, at most five (spec 03 §5). */
export function quantityText(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, QUANTITY_MAX_DIGITS);
}

/** The typed text as a quantity: null when nothing was typed. */
export function parseQuantity(typed: unknown): number | null {
  const digits = quantityText(String(typed ?? ''));
  return digits === '' ? null : Number(digits);
}

/**
 * A light cell editor (no React per cell) for quantities: a numeric text input that keeps digits
 * only, at most five. Typing a digit on a cell starts it with that digit; Enter or F2 starts it with
 * the current value selected. Its value is the typed number: the page decides what a valid quantity is.
 */
export class QuantityEditor implements ICellEditorComp {
  private input!: HTMLInputElement;

  init(params: ICellEditorParams): void {
    const input = document.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.maxLength = QUANTITY_MAX_DIGITS;
    input.className = 'grid-quantity-editor';
    input.setAttribute('aria-label', params.colDef.headerName ?? 'Quantidade');
    const startedWithDigit = params.eventKey !== null && /^\d$/.test(params.eventKey);
    input.value = startedWithDigit ? params.eventKey! : quantityText(String(params.value ?? ''));
    input.addEventListener('input', () => {
      const kept = quantityText(input.value);
      if (kept !== input.value) input.value = kept;
    });
    this.input = input;
  }

  getGui(): HTMLElement {
    return this.input;
  }

  afterGuiAttached(): void {
    this.input.focus();
    const end = this.input.value.length;
    this.input.setSelectionRange(end, end);
  }

  /** The typed quantity, or null when the input was emptied (what a valueParser would give: readOnlyEdit skips it). */
  getValue(): number | null {
    return parseQuantity(this.input.value);
  }
}
