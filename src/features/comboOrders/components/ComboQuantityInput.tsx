import { useEffect, useId, useState } from 'react';
import type { ComboItemDto } from '../../../api/comboDto';
import { comboQuantityInput } from '../../../domain/comboQuantity';
import { NOT_A_WHOLE_NUMBER, wholeQuantity } from '../../../domain/orderQuantity';

/**
 * A combo item's ordered quantity (spec 03 §5 "Combo quantity"): at most five characters, sent
 * on blur or Enter when it changed. The bounds' or the server's message shows under it, and the
 * value goes back to the saved quantity; so does a text that is not plain digits ('1,8', '12.5',
 * '-12', '12a4', empty), refused here without a request.
 */
export function ComboQuantityInput({ item, message, onCommit }: { item: ComboItemDto; message: string | undefined; onCommit: (quantity: number) => void }) {
  const messageId = useId();
  const [value, setValue] = useState(String(item.qtdePedida));
  const [refused, setRefused] = useState(false);
  useEffect(() => setValue(String(item.qtdePedida)), [item.qtdePedida, message]);
  const commit = (): void => {
    if (value === String(item.qtdePedida)) return;
    const quantity = wholeQuantity(value);
    setRefused(quantity === null);
    if (quantity === null) setValue(String(item.qtdePedida));
    else onCommit(quantity);
  };
  const shown = refused ? NOT_A_WHOLE_NUMBER : message;
  return (
    <span className="combo-quantity">
      <input
        className={shown ? 'combo-quantity__input combo-quantity__input--error' : 'combo-quantity__input'}
        inputMode="numeric"
        maxLength={5}
        aria-label={`Quantidade pedida de ${item.produtoDescricao}`}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? messageId : undefined}
        value={value}
        onChange={(event) => setValue(comboQuantityInput(event.target.value))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {shown && (
        <span id={messageId} className="combo-quantity__message" role="alert">
          {shown}
        </span>
      )}
    </span>
  );
}
