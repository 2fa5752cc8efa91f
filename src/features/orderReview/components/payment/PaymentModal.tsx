import { useId } from 'react';
import type { FormaPagamento } from '../../../../api/pagamentoPedidoDto';
import { useAppDispatch } from '../../../../app/hooks';
import { safeUrl } from '../../../../shared/lib/safeUrl';
import { Modal } from '../../../../shared/ui/Modal';
import { orderPaymentActions, type PaymentDialog } from '../../orderPaymentSlice';
import { PAYMENT_TEXTS } from '../../orderPaymentTexts';
import { CardFormPanel } from './CardFormPanel';
import { OrderSummaryLine } from './OrderSummaryLine';
import { PixPayment } from './PixPayment';

type Dialog = Extract<PaymentDialog, { kind: 'pagamento' }>;

/** What the supplier's payment data says: loading, failure, waiting for it, none, the PIX code or the card link. */
function PaymentData({ dialog, now }: { dialog: Dialog; now: () => Date }) {
  const dispatch = useAppDispatch();
  if (dialog.status === 'loading') return <p role="status">{PAYMENT_TEXTS.loading}</p>;
  if (dialog.status === 'failed' || !dialog.data) {
    return (
      <div role="alert" className="order-payment__state">
        <p>{dialog.error ?? PAYMENT_TEXTS.loadFailed}</p>
        <button type="button" className="btn" onClick={() => dispatch(orderPaymentActions.paymentReloaded())}>
          {PAYMENT_TEXTS.retry}
        </button>
      </div>
    );
  }
  if (dialog.data.aguardandoFornecedor) {
    return (
      <div className="order-payment__state">
        <p role="status">{PAYMENT_TEXTS.waiting}</p>
        <button type="button" className="btn" onClick={() => dispatch(orderPaymentActions.paymentReloaded())}>
          {PAYMENT_TEXTS.refresh}
        </button>
      </div>
    );
  }
  const code = dialog.data.codigoPagamento;
  if (!code) return <p role="status">{PAYMENT_TEXTS.noCode}</p>;
  if (dialog.forma === 'PIX') return <PixPayment code={code} />;
  // The card link is opened only when it is an http(s) address (never javascript: or data:).
  const link = safeUrl(code);
  if (!link) return <p role="status">{PAYMENT_TEXTS.noCode}</p>;
  return (
    <div className="order-payment__card">
      <a className="btn btn--primary" href={link} target="_blank" rel="noopener noreferrer">
        {PAYMENT_TEXTS.cardLink}
      </a>
      <CardFormPanel now={now} />
    </div>
  );
}

const FORMAS: readonly { forma: FormaPagamento; label: string }[] = [
  { forma: 'PIX', label: PAYMENT_TEXTS.pix },
  { forma: 'CARTAO', label: PAYMENT_TEXTS.card },
];

/** The payment modal (spec 03 §2.6, §4.6): a radio chooses PIX or card; the order's own type is chosen first. */
export function PaymentModal({ dialog, now }: { dialog: Dialog; now: () => Date }) {
  const dispatch = useAppDispatch();
  const name = useId();
  const close = () => dispatch(orderPaymentActions.dialogClosed());
  return (
    <Modal
      title={PAYMENT_TEXTS.paymentTitle(dialog.order.codPedido ?? String(dialog.order.idPedido))}
      width={640}
      onClose={close}
      footer={
        <button type="button" className="btn" onClick={close}>
          {PAYMENT_TEXTS.close}
        </button>
      }
    >
      <OrderSummaryLine order={dialog.order} />
      <fieldset className="order-payment__formas">
        <legend>{PAYMENT_TEXTS.forma}</legend>
        {FORMAS.map(({ forma, label }) => (
          <label key={forma}>
            <input type="radio" name={name} value={forma} checked={dialog.forma === forma} onChange={() => dispatch(orderPaymentActions.formaChosen(forma))} /> {label}
          </label>
        ))}
      </fieldset>
      <PaymentData dialog={dialog} now={now} />
    </Modal>
  );
}
