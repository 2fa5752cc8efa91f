import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { supplierSelectors } from '../../../entities/entitiesSelectors';
import { Modal } from '../../../shared/ui/Modal';
import { selectConditionsDialog } from '../quotationWizardSelectors';
import { wizardActions } from '../quotationWizardSlice';

/** Payment condition per branch for one supplier (opened from the supplier's warning). */
export function PaymentConditionsModal() {
  const dispatch = useAppDispatch();
  const conditions = useAppSelector(selectConditionsDialog);
  const supplier = useAppSelector((s) => (conditions ? supplierSelectors.selectById(s, conditions.idFornecedor) : undefined));
  if (!conditions) return null;
  const close = (): void => void dispatch(wizardActions.conditionsClosed());
  return (
    <Modal title={`Condição de pagamento por filial: ${supplier?.nomeFantasia ?? ''}`} onClose={close} footer={<button type="button" className="btn" onClick={close}>Fechar</button>}>
      {conditions.error && <p role="alert" className="field-error">{conditions.error}</p>}
      {!conditions.rows && !conditions.error && <p role="status">Carregando…</p>}
      {conditions.rows && (
        <table className="wizard-table">
          <caption className="visually-hidden">Condição de pagamento por filial</caption>
          <thead>
            <tr>
              <th scope="col">Filial</th>
              <th scope="col">CNPJ</th>
              <th scope="col">Condição de pagamento</th>
            </tr>
          </thead>
          <tbody>
            {conditions.rows.map((row) => (
              <tr key={row.idFilial}>
                <td>{row.nomeFantasia}</td>
                <td>{row.cnpj}</td>
                <td>{row.condicaoPagamento ?? 'Sem condição de pagamento disponível'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
