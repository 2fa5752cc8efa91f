import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from '../shared/ui/Modal';
import './LoopingFields.css';

export const LIMITER_HELP_TITLE = 'Limitador de preço do looping';

/**
 * What the looping's price limiter means (spec 03 §2.6 "help modal about the limiter", §5, §9):
 * how far above the best price the looping may buy, 0 % to 300 %, or 'Max.' for no limit.
 */
export function LimiterHelpModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={LIMITER_HELP_TITLE} onClose={onClose} width={520}>
      <div className="limiter-help">
        <p>Com looping, os produtos não faturados são pedidos de novo ao próximo fornecedor, na ordem de preço, até o horário limite.</p>
        <p>
          O limitador diz quanto <strong>acima do melhor preço</strong> o looping pode pagar: de <strong>0 %</strong> (só o mesmo preço) a{' '}
          <strong>300 %</strong> (até 4 vezes o melhor preço).
        </p>
        <p>
          <strong>Max.</strong> significa sem limite: o looping compra do próximo fornecedor qualquer que seja o preço.
        </p>
        <p>Exemplo: melhor preço R$ 10,00 e limitador 20 % → o looping compra por até R$ 12,00.</p>
      </div>
      <div className="limiter-help__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>
          Entendi
        </button>
      </div>
    </Modal>
  );
}

export const LIMITER_HELP_LABEL = 'Ajuda sobre o limitador de preço';

/**
 * The '?' beside the limiter, wherever it shows: opens the help above whatever holds it (a dialog,
 * a popover), in a portal so it is never nested in the markup around the limiter.
 */
export function LimiterHelpButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="looping-fields__help" aria-label={LIMITER_HELP_LABEL} title={LIMITER_HELP_LABEL} onClick={() => setOpen(true)}>
        ?
      </button>
      {open && createPortal(<LimiterHelpModal onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}
