import { Field, Form, Formik, type FormikProps } from 'formik';
import { useEffect, useId } from 'react';
import type { SituacaoCotacao } from '../../../api/dto';
import { digitsOnly, EMPTY_SEARCH_CRITERIA, type QuotationSearchCriteria } from '../../../domain/quotationSearch';
import { quotationStatusLabel } from '../../../domain/quotationStatus';
import { searchFilterSchema } from '../validation';

interface Props {
  initial: QuotationSearchCriteria | null;
  statusOptions: SituacaoCotacao[];
  onSearch: (criteria: QuotationSearchCriteria) => void;
  /** A field error is now on screen: the page's banner gives way to it (one message at a time). */
  onFieldError: () => void;
}

const RANGE_STARTS = ['startRegistrationDate', 'startExpirationDate'] as const;

/** Tells the page when a field error appears on screen. */
function FieldErrorWatcher({ form, onFieldError }: { form: FormikProps<QuotationSearchCriteria>; onFieldError: () => void }) {
  const shown = RANGE_STARTS.some((field) => form.touched[field] && form.errors[field]);
  useEffect(() => {
    if (shown) onFieldError();
  }, [shown, form.submitCount, onFieldError]);
  return null;
}

function DateRange({ form, legend, start, end }: { form: FormikProps<QuotationSearchCriteria>; legend: string; start: 'startRegistrationDate' | 'startExpirationDate'; end: 'endRegistrationDate' | 'endExpirationDate' }) {
  const id = useId();
  const error = form.touched[start] ? form.errors[start] : undefined;
  return (
    <fieldset className="search-filter__range">
      <legend>{legend}</legend>
      <label htmlFor={`${id}-de`}>De</label>
      <Field id={`${id}-de`} name={start} type="date" max={form.values[end] || undefined} aria-describedby={error ? `${id}-erro` : undefined} />
      <label htmlFor={`${id}-ate`}>Até</label>
      <Field id={`${id}-ate`} name={end} type="date" min={form.values[start] || undefined} />
      {error && (
        <p id={`${id}-erro`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Panel 'FILTRO DE COTAÇÕES': code (digits only), title, creation and due periods, statuses. */
export function SearchFilterForm({ initial, statusOptions, onSearch, onFieldError }: Props) {
  const id = useId();
  return (
    <Formik initialValues={initial ?? EMPTY_SEARCH_CRITERIA} validationSchema={searchFilterSchema} onSubmit={(values) => onSearch(values)}>
      {(form) => (
        <Form className="search-filter" noValidate>
          <FieldErrorWatcher form={form} onFieldError={onFieldError} />
          <div className="search-filter__row">
            <div className="form-field">
              <label htmlFor={`${id}-codigo`}>Código</label>
              <input
                id={`${id}-codigo`}
                name="codigo"
                inputMode="numeric"
                value={form.values.codigo}
                onChange={(e) => void form.setFieldValue('codigo', digitsOnly(e.target.value))}
                onBlur={form.handleBlur}
              />
            </div>
            <div className="form-field form-field--wide">
              <label htmlFor={`${id}-titulo`}>Título</label>
              <Field id={`${id}-titulo`} name="titulo" />
            </div>
          </div>
          <div className="search-filter__row">
            <DateRange form={form} legend="Data de criação" start="startRegistrationDate" end="endRegistrationDate" />
            <DateRange form={form} legend="Data de vencimento" start="startExpirationDate" end="endExpirationDate" />
          </div>
          <fieldset className="search-filter__status">
            <legend>Situação</legend>
            {statusOptions.map((status) => (
              <label key={status} className="checkbox-label">
                <Field type="checkbox" name="statusList" value={status} /> {quotationStatusLabel(status)}
              </label>
            ))}
          </fieldset>
          <div className="button-row">
            <button type="submit" className="btn btn--primary">
              Pesquisar
            </button>
            <button type="button" className="btn" onClick={() => form.resetForm({ values: EMPTY_SEARCH_CRITERIA })}>
              Limpar
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
