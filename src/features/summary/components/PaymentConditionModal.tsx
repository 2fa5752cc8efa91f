import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../shared/ui/Modal';
import { paymentConditionChosen } from '../summaryDialogsSlice';
import { selectDialogs } from '../summarySelectors';

export const NO_CONDITION_MESSAGE = 'Não há condição de pagamento disponível para esta filial.';
export const SAME_CONDITION_MESSAGE = 'A única condição de pagamento disponível é a mesma já selecionada na cotação.';
export const CHOOSE_CONDITION_MESSAGE = 'Selecione uma condição de pagamento.';
export const CURRENT_CONDITION = 'Condição atual';

/** Payment condition of a branch's answer (spec 02 §4.2): only conditions not already selected; a choice is required. */
export function PaymentConditionModal({ nomeCliente, onClose }: { nomeCliente: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { paymentOptions, loading, saving, error } = useAppSelector(selectDialogs);
  const [choice, setChoice] = useState('');
  const [touched, setTouched] = useState(false);
  const selectId = useId();
  const offered = paymentOptions?.filter((o) => !o.selecionadaCotacao) ?? [];
  const current = paymentOptions?.find((o) => o.selecionadaCotacao);
  const message = paymentOptions === null ? null : paymentOptions.length === 0 ? NO_CONDITION_MESSAGE : offered.length === 0 ? SAME_CONDITION_MESSAGE : null;
  const submit = () => {
    setTouched(true);
    if (choice) dispatch(paymentConditionChosen({ idCondicao: Number(choice) }));
  };

  return (
    <Modal
      title={`Condição de pagamento - ${nomeCliente}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancelar
          </button>
          {offered.length > 0 && (
            <button type="button" className="btn btn--primary" disabled={saving} onClick={submit}>
              Salvar
            </button>
          )}
        </>
      }
    >
      {loading && <p role="status">Carregando…</p>}
      {error && <p role="alert">{error}</p>}
      {current && (
        <p className="payment-current">
          {CURRENT_CONDITION}: <strong>{current.descricao}</strong>
        </p>
      )}
      {message && <p role="status">{message}</p>}
      {offered.length > 0 && (
        <div className="form-field">
          <label htmlFor={selectId}>Condição de pagamento</label>
          <select id={selectId} value={choice} aria-invalid={touched && !choice} aria-describedby={touched && !choice ? `${selectId}-erro` : undefined} onChange={(e) => setChoice(e.target.value)}>
            <option value="">-- SELECIONE --</option>
            {offered.map((o) => (
              <option key={o.id} value={o.id}>
                {o.descricao}
              </option>
            ))}
          </select>
          {touched && !choice && (
            <p id={`${selectId}-erro`} className="form-error" role="alert">
              {CHOOSE_CONDITION_MESSAGE}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
