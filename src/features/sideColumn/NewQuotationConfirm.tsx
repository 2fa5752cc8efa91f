import { Modal } from '../../shared/ui/Modal';

interface NewQuotationConfirmProps {
  onConfirm: () => void;
  onCancel: () => void;
}

/** On the wizard, the side column's 'Criar Cotação' would start over: it asks first. */
export function NewQuotationConfirm({ onConfirm, onCancel }: NewQuotationConfirmProps) {
  return (
    <Modal
      title="Criar nova cotação?"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn--primary" onClick={onCancel}>
            Continuar nesta cotação
          </button>
          <button type="button" className="btn" onClick={onConfirm}>
            Criar nova cotação
          </button>
        </>
      }
    >
      <p>Você está preenchendo uma cotação. Se criar uma nova agora, o que ainda não foi salvo nesta será perdido.</p>
    </Modal>
  );
}
