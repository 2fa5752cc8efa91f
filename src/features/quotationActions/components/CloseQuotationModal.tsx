import { useAppDispatch } from '../../../app/hooks';
import { DialogButtons } from '../../../shared/ui/DialogButtons';
import { Modal } from '../../../shared/ui/Modal';
import { closeConfirmed, dialogDismissed, type CommandDialog } from '../quotationActionsSlice';

export const CLOSE_TITLE = 'Encerrar cotação';
export const CLOSE_TEXT = 'Ao encerrar a cotação, ela deixa de receber respostas dos fornecedores e passa para Em Análise. Deseja encerrar a cotação?';
/** Spec 02 §4.2: closing while answers are still being imported; those answers are then not considered. */
export const CLOSE_IMPORTING_TEXT =
  'Ainda há respostas de fornecedores sendo importadas. Se encerrar a cotação agora, essas respostas não serão consideradas. Deseja encerrar a cotação mesmo assim?';

/** The confirmation of 'Encerrar cotação' (spec 02 §4.4), with the importing warning when it applies. */
export function CloseQuotationModal({ dialog }: { dialog: CommandDialog }) {
  const dispatch = useAppDispatch();
  const close = (): void => void dispatch(dialogDismissed());
  return (
    <Modal
      title={CLOSE_TITLE}
      onClose={close}
      closable={!dialog.submitting}
      footer={<DialogButtons onBack={close} confirmLabel="Encerrar Cotação" busy={dialog.submitting} onConfirm={() => dispatch(closeConfirmed())} danger={dialog.importando} />}
    >
      <div className="dialog-form">
        <p>{dialog.importando ? CLOSE_IMPORTING_TEXT : CLOSE_TEXT}</p>
        {dialog.error && (
          <p className="dialog-form__error" role="alert">
            {dialog.error}
          </p>
        )}
      </div>
    </Modal>
  );
}
