import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { formatMoney } from '../../../../shared/lib/format';
import { Modal } from '../../../../shared/ui/Modal';
import { TruncatedText } from '../../../../shared/ui/TruncatedText';
import { orderPaymentActions, type CodeRow, type PaymentDialog } from '../../orderPaymentSlice';
import { PAYMENT_TEXTS } from '../../orderPaymentTexts';

/** One order of the table: its code input and 'Enviar código'; a refusal shows on the row (message as tooltip and text, 'Código existente'). */
function CodeRowView({ row }: { row: CodeRow }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [code, setCode] = useState('');
  const name = row.order.codPedido ?? String(row.order.idPedido);
  const refused = row.status === 'refused' || row.status === 'failed';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() && row.status !== 'sending') dispatch(orderPaymentActions.supplierCodeSubmitted({ idPedido: row.order.idPedido, code: code.trim() }));
  };
  return (
    <tr className={refused ? 'order-payment__row--refused' : undefined}>
      <td className="order-payment__branch">
        <TruncatedText text={row.order.nomeFantasiaCliente} />
      </td>
      <td>{name}</td>
      <td className="order-payment__money">{formatMoney(row.order.valorTotal)}</td>
      <td className="order-payment__code-cell">
        {row.status === 'sent' ? (
          <span className="order-payment__sent">{PAYMENT_TEXTS.codeSent}</span>
        ) : (
          <form id={`${id}-form`} onSubmit={submit} noValidate>
            <input
              value={code}
              maxLength={30}
              autoComplete="off"
              aria-label={`${PAYMENT_TEXTS.columns.code} do pedido ${name}`}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={refused || undefined}
              aria-describedby={refused ? `${id}-erro` : undefined}
              title={refused ? (row.message ?? undefined) : undefined}
            />
          </form>
        )}
        {refused && (
          <span id={`${id}-erro`} className="order-payment__row-error" role="alert">
            <TruncatedText text={row.message ?? ''} />
            {row.existingCode && (
              <span>
                {PAYMENT_TEXTS.existingCode}: <strong>{row.existingCode}</strong>
              </span>
            )}
          </span>
        )}
      </td>
      <td>
        {row.status !== 'sent' && (
          <button type="submit" form={`${id}-form`} className="btn order-payment__button" disabled={!code.trim() || row.status === 'sending'} aria-label={`${PAYMENT_TEXTS.sendCode} ${name}`}>
            {PAYMENT_TEXTS.sendCode}
          </button>
        )}
      </td>
    </tr>
  );
}

/** A representative's branch orders waiting for the supplier's code (spec 03 §2.6): 'Enviar código' per row, 'Enviar sem aguardar Cód. Pedido'. */
export function SupplierCodesModal({ dialog }: { dialog: Extract<PaymentDialog, { kind: 'codigos' }> }) {
  const dispatch = useAppDispatch();
  const pending = dialog.rows.filter((row) => row.status !== 'sent');
  const existing = dialog.rows.some((row) => row.status === 'refused');
  const footer = (
    <>
      <button type="button" className="btn" onClick={() => dispatch(orderPaymentActions.dialogClosed())} disabled={dialog.releasing}>
        {PAYMENT_TEXTS.close}
      </button>
      <button type="button" className="btn btn--primary" onClick={() => dispatch(orderPaymentActions.releaseRequested())} disabled={dialog.releasing || pending.length === 0} aria-busy={dialog.releasing}>
        {PAYMENT_TEXTS.sendWithoutCode}
      </button>
    </>
  );
  return (
    <Modal title={dialog.title} width={900} onClose={() => dispatch(orderPaymentActions.dialogClosed())} footer={footer}>
      <div className="order-payment__table-wrap">
        <table className="order-payment__codes">
          <thead>
            <tr>
              <th scope="col">{PAYMENT_TEXTS.columns.branch}</th>
              <th scope="col">{PAYMENT_TEXTS.columns.order}</th>
              <th scope="col">{PAYMENT_TEXTS.columns.total}</th>
              <th scope="col">{PAYMENT_TEXTS.columns.code}</th>
              <th scope="col">
                <span className="visually-hidden">{PAYMENT_TEXTS.sendCode}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {dialog.rows.map((row) => (
              <CodeRowView key={row.order.idPedido} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      {existing && <p className="order-payment__note">{PAYMENT_TEXTS.existingNote}</p>}
      {dialog.error && (
        <p className="dialog-form__error" role="alert">
          {dialog.error}
        </p>
      )}
    </Modal>
  );
}
