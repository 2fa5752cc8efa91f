import { useEffect, useId, useState, type FormEvent } from 'react';
import { orderStatusLabel, type SituacaoPedido } from '../../../domain/orderStatus';
import { SHIPPED_STATUSES, type ShippedOrdersFilter } from '../../../domain/shippedOrders';
import { brDateToIso, isoToBrDate } from '../../../shared/lib/dates';
import { DateInput } from '../../../shared/ui/DateInput';
import { SHIPPED_TEXTS } from '../shippedOrdersTexts';

interface Props {
  filter: ShippedOrdersFilter;
  onFilter: (filter: ShippedOrdersFilter) => void;
}

/** The status (empty = '[Todas]', spec 03 §4.1) and the send period (dd/MM/yyyy); 'Filtrar' applies them. */
export function ShippedFilterForm({ filter, onFilter }: Props) {
  const id = useId();
  const [status, setStatus] = useState<SituacaoPedido | ''>(filter.situacaoPedido ?? '');
  const [from, setFrom] = useState(isoToBrDate(filter.dataInicio));
  const [to, setTo] = useState(isoToBrDate(filter.dataFim));
  const [invalid, setInvalid] = useState(false);

  // The address changed (back, a link): the fields show what the list shows.
  useEffect(() => {
    setStatus(filter.situacaoPedido ?? '');
    setFrom(isoToBrDate(filter.dataInicio));
    setTo(isoToBrDate(filter.dataFim));
    setInvalid(false);
  }, [filter.situacaoPedido, filter.dataInicio, filter.dataFim]);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const dataInicio = brDateToIso(from);
    const dataFim = brDateToIso(to);
    const valid = dataInicio !== '' && dataFim !== '' && dataInicio <= dataFim;
    setInvalid(!valid);
    // Applied after the submit event, as Formik does: the address change (a router transition) never runs inside it.
    if (valid) void Promise.resolve().then(() => onFilter({ situacaoPedido: status || null, dataInicio, dataFim }));
  };
  const errorId = `${id}-erro`;

  return (
    <form className="shipped__filter" onSubmit={submit} noValidate aria-label="Filtro de pedidos enviados">
      <div className="form-field">
        <label htmlFor={`${id}-situacao`}>{SHIPPED_TEXTS.status}</label>
        <select id={`${id}-situacao`} value={status} onChange={(event) => setStatus(event.target.value as SituacaoPedido | '')}>
          <option value="">{orderStatusLabel('')}</option>
          {SHIPPED_STATUSES.map((value) => (
            <option key={value} value={value}>
              {orderStatusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="shipped__period">
        <legend>{SHIPPED_TEXTS.period}</legend>
        <label htmlFor={`${id}-de`}>{SHIPPED_TEXTS.from}</label>
        <DateInput id={`${id}-de`} value={from} onChange={setFrom} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} />
        <label htmlFor={`${id}-ate`}>{SHIPPED_TEXTS.to}</label>
        <DateInput id={`${id}-ate`} value={to} onChange={setTo} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} />
      </fieldset>
      <button type="submit" className="btn btn--primary">
        {SHIPPED_TEXTS.filter}
      </button>
      {invalid && (
        <p id={errorId} className="field-error" role="alert">
          {SHIPPED_TEXTS.badPeriod}
        </p>
      )}
    </form>
  );
}
