import type { ICellEditorComp, ICellEditorParams } from 'ag-grid-community';

export const QUANTITY_MAX_DIGITS = 5;

/** What the editor keeps of a typed quantity: the text as typed, at most five characters (spec 03 §5). */
export function quantityText(typed: string): string {
  return typed.slice(0, QUANTITY_MAX_DIGITS);
}

/**
 * The typed text as a quantity: a number when it is plain digits, null when nothing was typed,
 * and otherwise the text itself ('1,8', '12.5', '-12', '12a4'), so that the page refuses it with
 * its reason: a text is never turned into another number.
 */
export function parseQuantity(typed: unknown): number | string | null {
  const text = String(typed ?? '').trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/**
 * A light cell editor (no React per cell) for quantities: a numeric text input of at most five
 * characters that keeps what is typed. Typing a character on a cell starts it with that character;
 * Enter or F2 starts it with the current value selected. Its value is the typed number (or the
 * typed text when it is not plain digits): the page decides what a valid quantity is.
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
    const startedWithKey = params.eventKey !== null && params.eventKey.length === 1;
    input.value = startedWithKey ? params.eventKey! : quantityText(String(params.value ?? ''));
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

  /** The typed quantity, null when the input was emptied, the text when it is not plain digits (the column's valueParser gives the same). */
  getValue(): number | string | null {
    return parseQuantity(this.input.value);
  }
}
