import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DialogButtons } from '../../../shared/ui/DialogButtons';
import { Modal } from '../../../shared/ui/Modal';
import { eanActions, selectEan } from '../eanMaintenanceSlice';

/** Deleting all of a product's related products asks first. */
export function DeleteAllDialog() {
  const dispatch = useAppDispatch();
  const product = useAppSelector((s) => selectEan(s).confirmingDeleteAll);
  if (!product) return null;
  const close = () => dispatch(eanActions.deleteAllAsked(null));
  return (
    <Modal title="Excluir todos os produtos relacionados" onClose={close} footer={<DialogButtons onBack={close} confirmLabel="Excluir todos" danger onConfirm={() => dispatch(eanActions.deleteAllConfirmed(product.id))} />}>
      <p>
        Excluir todos os produtos relacionados a {product.codigo} - {product.descricao}?
      </p>
    </Modal>
  );
}
