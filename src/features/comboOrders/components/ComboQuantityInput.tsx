import { useEffect, useId, useState } from 'react';
import type { ComboItemDto } from '../../../api/comboDto';
import { comboQuantityInput } from '../../../domain/comboQuantity';

/**
 * A combo item's ordered quantity (spec 03 §5 "Combo quantity"): digits only, at most five, sent
 * on blur or Enter when it changed. The bounds' or the server's message shows under it, and the
 * value goes back to the saved quantity.
 */
export function ComboQuantityInput({ item, message, onCommit }: { item: ComboItemDto; message: string | undefined; onCommit: (quantity: number) => void }) {
  const messageId = useId();
  const [value, setValue] = useState(String(item.qtdePedida));
  useEffect(() => setValue(String(item.qtdePedida)), [item.qtdePedida, message]);
  const commit = (): void => {
    if (value !== String(item.qtdePedida)) onCommit(Number(value || '0'));
  };
  return (
    <span className="combo-quantity">
      <input
        className={message ? 'combo-quantity__input combo-quantity__input--error' : 'combo-quantity__input'}
        inputMode="numeric"
        aria-label={`Quantidade pedida de ${item.produtoDescricao}`}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        value={value}
        onChange={(event) => setValue(comboQuantityInput(event.target.value))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {message && (
        <span id={messageId} className="combo-quantity__message" role="alert">
          {message}
        </span>
      )}
    </span>
  );
}
