import { Field } from 'formik';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { representativeKey } from '../../../domain/quotationRegistration';
import { selectSupplierViews } from '../quotationWizardSelectors';
import { wizardActions } from '../quotationWizardSlice';
import { SUPPLIER_TOOLTIP } from '../wizardTexts';

const RESPONSE_TYPES: Record<string, string> = { MANUAL: 'manual', ELETRONICO: 'eletrônico', ELETRONICO_OL: 'eletrônico OL' };

/** Panel Fornecedores: each supplier's representatives to check (field `representantes`). */
export function SuppliersPanel() {
  const dispatch = useAppDispatch();
  const suppliers = useAppSelector(selectSupplierViews);
  return (
    <section className="panel" aria-labelledby="wizard-suppliers">
      <h2 id="wizard-suppliers">Fornecedores</h2>
      {suppliers.length === 0 && <p>Nenhum dado encontrado.</p>}
      {suppliers.map(({ supplier, representatives, withoutCondition }) => (
        <fieldset key={supplier.id} className="wizard-supplier">
          <legend>
            {supplier.nomeFantasia}
            {withoutCondition && (
              <button
                type="button"
                className="icon-button wizard-supplier__warning"
                title={SUPPLIER_TOOLTIP}
                aria-label={`Condição de pagamento por filial: ${supplier.nomeFantasia}`}
                onClick={() => dispatch(wizardActions.conditionsRequested(supplier.id))}
              >
                <span aria-hidden="true">!</span>
              </button>
            )}
          </legend>
          {withoutCondition && <p className="wizard-hint">{SUPPLIER_TOOLTIP}</p>}
          {representatives.map((rep) => (
            <label key={rep.id} className="checkbox-label">
              <Field type="checkbox" name="representantes" value={representativeKey(supplier.id, rep.id)} />
              {rep.nome} <span className="wizard-hint">({RESPONSE_TYPES[rep.tipoResposta] ?? rep.tipoResposta})</span>
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  );
}
