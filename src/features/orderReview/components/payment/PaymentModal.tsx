import { useId } from 'react';
import type { FormaPagamento } from '../../../../api/pagamentoPedidoDto';
import { useAppDispatch } from '../../../../app/hooks';
import { safeUrl } from '../../../../shared/lib/safeUrl';
import { Modal } from '../../../../shared/ui/Modal';
import { orderPaymentActions as a, type PaymentDialog } from '../../orderPaymentSlice';
import { PAYMENT_TEXTS as T } from '../../orderPaymentTexts';
import { CardFormPanel } from './CardFormPanel';
import { OrderSummaryLine } from './OrderSummaryLine';
import { PixPayment } from './PixPayment';

type Dialog = Extract<PaymentDialog, { kind: 'pagamento' }>;

/** What the supplier's payment data says: loading, failure, waiting for it, none, the PIX code or the card link. */
function PaymentData({ dialog, now }: { dialog: Dialog; now: () => Date }) {
  const dispatch = useAppDispatch();
  if (dialog.status === 'loading') return <p role="status">{T.loading}</p>;
  if (dialog.status === 'failed' || !dialog.data) {
    return (
      <div role="alert" className="order-payment__state">
        <p>{dialog.error ?? T.loadFailed}</p>
        <button type="button" className="btn" onClick={() => dispatch(a.paymentReloaded())}>
          {T.retry}
        </button>
      </div>
    );
  }
  if (dialog.data.aguardandoFornecedor) {
    return (
      <div className="order-payment__state">
        <p role="status">{T.waiting}</p>
        <button type="button" className="btn" onClick={() => dispatch(a.paymentReloaded())}>
          {T.refresh}
        </button>
      </div>
    );
  }
  const code = dialog.data.codigoPagamento;
  if (!code) return <p role="status">{T.noCode}</p>;
  if (dialog.forma === 'PIX') return <PixPayment code={code} />;
  // The card link is opened only when it is an http(s) address (never javascript: or data:).
  const link = safeUrl(code);
  if (!link) return <p role="status">{T.noCode}</p>;
  return (
    <div className="order-payment__card">
      <a className="btn btn--primary" href={link} target="_blank" rel="noopener noreferrer">
        {T.cardLink}
      </a>
      <CardFormPanel now={now} />
    </div>
  );
}

const FORMAS: readonly { forma: FormaPagamento; label: string }[] = [
  { forma: 'PIX', label: T.pix },
  { forma: 'CARTAO', label: T.card },
];

/** The payment modal (spec 03 §2.6, §4.6): a radio chooses PIX or card; the order's own type is chosen first. */
export function PaymentModal({ dialog, now }: { dialog: Dialog; now: () => Date }) {
  const dispatch = useAppDispatch();
  const name = useId();
  const close = () => dispatch(a.dialogClosed());
  return (
    <Modal
      title={T.paymentTitle(dialog.order.codPedido ?? String(dialog.order.idPedido))}
      width={640}
      onClose={close}
      footer={
        <button type="button" className="btn" onClick={close}>
          {T.close}
        </button>
      }
    >
      <OrderSummaryLine order={dialog.order} />
      <fieldset className="order-payment__formas">
        <legend>{T.forma}</legend>
        {FORMAS.map(({ forma, label }) => (
          <label key={forma}>
            <input type="radio" name={name} value={forma} checked={dialog.forma === forma} onChange={() => dispatch(a.formaChosen(forma))} /> {label}
          </label>
        ))}
      </fieldset>
      <PaymentData dialog={dialog} now={now} />
    </Modal>
  );
}
