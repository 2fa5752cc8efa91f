import type { DadosLoopingDto } from '../../../api/envioPedidoDto';
import { canEndLooping, limiterLabel, LOOPING_STATUS_TEXT } from '../../../domain/orderStatus';
import { AlertBox } from '../../../shared/ui/AlertBox';
import { LimiterHelpButton } from '../../../widgets/LimiterHelpModal';
import { Modal } from '../../../shared/ui/Modal';
import { TEXTS } from '../orderSendingTexts';
import './OrderSending.css';

interface Props {
  loading: boolean;
  data: DadosLoopingDto | null;
  error: string | null;
  onEnd: () => void;
  onClose: () => void;
}

/** The looping summary (spec 03 §2.6, §3.4, §4.6): its settings and status; 'Encerrar looping' only while it can end. */
export function LoopingSummaryModal({ loading, data, error, onEnd, onClose }: Props) {
  const configured = data !== null && data.horarioLimite !== null;
  return (
    <Modal
      title={TEXTS.loopingTitle}
      onClose={onClose}
      width={480}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {TEXTS.close}
          </button>
          {canEndLooping(data) ? (
            <button type="button" className="btn btn--danger" onClick={onEnd}>
              {TEXTS.endLooping}
            </button>
          ) : null}
        </>
      }
    >
      {loading ? <p role="status">{TEXTS.loopingLoading}</p> : null}
      {error ? <AlertBox severity="erro" message={error} onClose={onClose} autoCloseMs={0} /> : null}
      {data ? (
        <dl className="order-sending__facts">
          <dt>{TEXTS.loopingStatus}</dt>
          <dd>{configured ? LOOPING_STATUS_TEXT[data.status] : TEXTS.loopingNone}</dd>
          <dt>Horário limite</dt>
          <dd>{data.horarioLimite ?? '-'}</dd>
          <dt className="order-sending__term-with-help">
            {TEXTS.limitador} <LimiterHelpButton />
          </dt>
          <dd>{data.percentualPrecoMax === null ? '-' : limiterLabel(data.percentualPrecoMax)}</dd>
          <dt>{TEXTS.considerarMinimo}</dt>
          <dd>{data.considerarMinimo ? TEXTS.yes : TEXTS.no}</dd>
        </dl>
      ) : null}
    </Modal>
  );
}
