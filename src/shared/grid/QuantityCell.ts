import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import { gridContextOf, RETRY_BUTTON_CLASS, UNSAVED_LABEL } from './gridContext';

/**
 * The quantity cell (no React per cell): the value as text, and when its save failed the typed
 * value stays with a retry button beside it ('Não salvo — Tentar novamente' as its label and
 * tooltip). Tab from the cell reaches the button (keyboardModel), Enter or Space presses it.
 */
export class QuantityCell implements ICellRendererComp {
  private gui!: HTMLSpanElement;

  init(params: ICellRendererParams): void {
    this.gui = document.createElement('span');
    this.gui.className = 'grid-quantity__value';
    this.render(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(params: ICellRendererParams): boolean {
    this.render(params);
    return true;
  }

  private render(params: ICellRendererParams): void {
    const text = params.valueFormatted ?? (params.value === null || params.value === undefined ? '' : String(params.value));
    const context = gridContextOf(params.context);
    const unsaved = params.data !== undefined && context.isUnsaved?.(params.data) === true;
    if (!unsaved) {
      if (this.gui.childElementCount > 0 || this.gui.textContent !== text) this.gui.textContent = text;
      return;
    }
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.className = RETRY_BUTTON_CLASS;
    retry.tabIndex = -1;
    retry.title = UNSAVED_LABEL;
    retry.setAttribute('aria-label', UNSAVED_LABEL);
    retry.textContent = '↻';
    retry.addEventListener('click', (event) => {
      event.stopPropagation();
      context.retryUnsaved?.();
    });
    this.gui.replaceChildren(document.createTextNode(text), retry);
  }
}
