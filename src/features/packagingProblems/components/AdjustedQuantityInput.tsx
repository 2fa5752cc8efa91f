import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { ItemEmbalagemDto } from '../../../api/pedidoAutomaticoEmbalagemDto';
import { packCount, PACKAGING_QUANTITY_DIGITS, sanitizePackagingInput } from '../../../domain/packagingQuantity';
import { selectAdjustedOf, selectRefusalOf, selectUnresolvedOf } from '../packagingProblemsSelectors';
import { refusalText } from '../../../domain/orderQuantity';
import { RefusalTip } from '../../../shared/grid/RefusalTip';
import { packagingActions } from '../packagingProblemsSlice';
import { PACKAGING_TEXTS } from '../packagingTexts';

export const ADJUSTED_INPUT_CLASS = 'packaging-table__input';

/** Enter goes on to the next row's input, as in the automatic order's table. */
function focusNext(input: HTMLInputElement) {
  const inputs = Array.from(document.querySelectorAll<HTMLInputElement>(`input.${ADJUSTED_INPUT_CLASS}`));
  inputs[inputs.indexOf(input) + 1]?.focus();
}

/**
 * A row's adjusted quantity (spec 03 §5): digits only, at most 4; the rule runs on blur or Enter
 * (the slice keeps or reverts it), Esc puts back the value the row had.
 */
export function AdjustedQuantityInput({ row }: { row: ItemEmbalagemDto }) {
  const dispatch = useAppDispatch();
  const value = useAppSelector((s) => selectAdjustedOf(s, row.idPedidoItem));
  const reason = useAppSelector((s) => selectUnresolvedOf(s, row.idPedidoItem));
  const reasonId = `packaging-unresolved-${row.idPedidoItem}`;
  const refusal = useAppSelector((s) => selectRefusalOf(s, row.idPedidoItem));
  const refusalId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    if (text !== String(value)) dispatch(packagingActions.rowCommitted({ id: row.idPedidoItem, text }));
    setText(String(value));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
      focusNext(event.currentTarget);
    } else if (event.key === 'Escape') setText(String(value));
  };
  return (
    <>
      <input
        ref={inputRef}
        className={[ADJUSTED_INPUT_CLASS, value > 0 ? `${ADJUSTED_INPUT_CLASS}--resolved` : '', refusal ? `${ADJUSTED_INPUT_CLASS}--refused` : ''].filter(Boolean).join(' ')}
        inputMode="numeric"
        maxLength={PACKAGING_QUANTITY_DIGITS}
        aria-label={PACKAGING_TEXTS.adjustedLabel(row.produto)}
        value={text}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          if (refusal) dispatch(packagingActions.refusalDismissed());
          setText(sanitizePackagingInput(event.target.value));
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
        aria-describedby={reason ? reasonId : undefined}
      />
      {refusal && (
        // The reason at the input (spec 03 §5's tooltips at the cell), until the next edit.
        <RefusalTip id={refusalId} anchor={inputRef.current}>
          {refusalText(refusal.typed, refusal.product, refusal.message)}
        </RefusalTip>
      )}
      {reason && (
        <span id={reasonId} className="packaging-table__unresolved" title={reason}>
          {PACKAGING_TEXTS.unresolved} {reason}
        </span>
      )}
    </>
  );
}

/** The pack counter of the adjusted quantity: quantity ÷ pack size. */
export function PackCounter({ row }: { row: ItemEmbalagemDto }) {
  const value = useAppSelector((s) => selectAdjustedOf(s, row.idPedidoItem));
  const packs = packCount(value, row.quantidadeEmbalagem);
  return <span className="packaging-table__counter">{Number.isInteger(packs) ? packs : packs.toFixed(2).replace('.', ',')}</span>;
}
