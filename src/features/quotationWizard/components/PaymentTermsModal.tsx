import { Field, Form, Formik } from 'formik';
import { useId, useState } from 'react';
import type { PrazoPagamentoDto, PromocoesPrazo } from '../../../api/cotacaoDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cleanPaymentTerm, PAYMENT_TERM_MAX_LENGTH, PROMOTION_RULE_LABELS } from '../../../domain/paymentTerms';
import { Modal } from '../../../shared/ui/Modal';
import { selectTermsDialog } from '../quotationWizardSelectors';
import { wizardActions } from '../quotationWizardSlice';
import { paymentTermSchema } from '../validation';
import { DialogButtons } from '../../../shared/ui/DialogButtons';

interface TermForm {
  prazo: string;
  prazosParcelados: boolean;
  promocoes: PromocoesPrazo;
}

const rowKey = (row: PrazoPagamentoDto): string => `${row.idFornecedor}:${row.idRepresentante}`;

function TermsEditor({ initial }: { initial: PrazoPagamentoDto[] }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [rows, setRows] = useState(initial);
  const [checked, setChecked] = useState<Set<string>>(() => new Set(initial.map(rowKey)));
  const close = (): void => void dispatch(wizardActions.termsClosed());
  const apply = (values: TermForm): void => {
    setRows((current) =>
      current.map((row) =>
        checked.has(rowKey(row)) ? { ...row, prazo: values.prazo === '' ? null : Number(values.prazo), prazosParcelados: values.prazosParcelados, promocoes: values.promocoes } : row,
      ),
    );
  };
  const toggle = (key: string): void =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <Modal
      title="Gerenciamento do prazo de pagamento"
      width={820}
      onClose={close}
      footer={<DialogButtons backLabel="Cancelar" onBack={close} confirmLabel="Salvar" onConfirm={() => dispatch(wizardActions.termsSaveRequested(rows))} />}
    >
      <Formik<TermForm> initialValues={{ prazo: '', prazosParcelados: false, promocoes: 'prazo' }} validationSchema={paymentTermSchema} onSubmit={apply}>
        {(form) => (
          <Form className="wizard-terms-form" noValidate>
            <div className="form-field">
              <label htmlFor={`${id}-prazo`}>Prazo (dias)</label>
              <input
                id={`${id}-prazo`}
                name="prazo"
                inputMode="numeric"
                maxLength={PAYMENT_TERM_MAX_LENGTH}
                value={form.values.prazo}
                onChange={(e) => void form.setFieldValue('prazo', cleanPaymentTerm(e.target.value))}
              />
              {form.errors.prazo && <p className="field-error">{form.errors.prazo}</p>}
            </div>
            <label className="checkbox-label">
              <Field type="checkbox" name="prazosParcelados" /> Prazos parcelados
            </label>
            <fieldset className="wizard-radios">
              <legend>Considerar promoções</legend>
              {(Object.keys(PROMOTION_RULE_LABELS) as PromocoesPrazo[]).map((rule) => (
                <label key={rule} className="checkbox-label">
                  <Field type="radio" name="promocoes" value={rule} /> {PROMOTION_RULE_LABELS[rule]}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="btn">
              Aplicar aos selecionados
            </button>
          </Form>
        )}
      </Formik>
      <table className="wizard-table">
        <caption className="visually-hidden">Prazos por representante</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Selecionar</span>
            </th>
            <th scope="col">Fornecedor</th>
            <th scope="col">Representante</th>
            <th scope="col">Prazo</th>
            <th scope="col">Considerar promoções</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <td>
                <input type="checkbox" aria-label={`Aplicar a ${row.representante}`} checked={checked.has(rowKey(row))} onChange={() => toggle(rowKey(row))} />
              </td>
              <td>{row.fornecedor}</td>
              <td>{row.representante}</td>
              <td>
                {row.prazo === null ? '—' : `${row.prazo} dias`}
                {row.prazosParcelados ? ' (parcelado)' : ''}
              </td>
              <td>{PROMOTION_RULE_LABELS[row.promocoes]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}

/** 'Gerenciamento do prazo de pagamento': a term per participating representative, saved to the quotation. */
export function PaymentTermsModal() {
  const dispatch = useAppDispatch();
  const terms = useAppSelector(selectTermsDialog);
  if (!terms.open) return null;
  if (terms.loading)
    return (
      <Modal title="Gerenciamento do prazo de pagamento" onClose={() => dispatch(wizardActions.termsClosed())}>
        <p role="status">Carregando…</p>
      </Modal>
    );
  return <TermsEditor initial={terms.rows} />;
}
