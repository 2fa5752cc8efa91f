import { Field, Form, Formik, type FormikProps } from 'formik';
import { useEffect, useId } from 'react';
import type { SituacaoCotacao } from '../../../api/dto';
import { digitsOnly, EMPTY_SEARCH_CRITERIA, type QuotationSearchCriteria } from '../../../domain/quotationSearch';
import { quotationStatusLabel } from '../../../domain/quotationStatus';
import { DateInput } from '../../../shared/ui/DateInput';
import { toCriteria, toFormValues } from '../filterValues';
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

type DateField = 'startRegistrationDate' | 'endRegistrationDate' | 'startExpirationDate' | 'endExpirationDate';

/** A period: two masked dd/MM/yyyy fields and the first error of either. */
function DateRange({ form, legend, start, end }: { form: FormikProps<QuotationSearchCriteria>; legend: string; start: DateField; end: DateField }) {
  const id = useId();
  const errorOf = (field: DateField) => (form.touched[field] ? form.errors[field] : undefined);
  const error = errorOf(start) ?? errorOf(end);
  const input = (field: DateField, suffix: string) => (
    <DateInput
      id={`${id}-${suffix}`}
      name={field}
      value={form.values[field]}
      onChange={(value) => void form.setFieldValue(field, value)}
      onBlur={() => void form.setFieldTouched(field, true)}
      aria-invalid={errorOf(field) ? true : undefined}
      aria-describedby={error ? `${id}-erro` : undefined}
    />
  );
  return (
    <fieldset className="search-filter__range">
      <legend>{legend}</legend>
      <label htmlFor={`${id}-de`}>De</label>
      {input(start, 'de')}
      <label htmlFor={`${id}-ate`}>Até</label>
      {input(end, 'ate')}
      {error && (
        <p id={`${id}-erro`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Panel 'FILTRO DE COTAÇÕES': code (digits only), title, creation and due periods (masked dd/MM/yyyy), statuses. */
export function SearchFilterForm({ initial, statusOptions, onSearch, onFieldError }: Props) {
  const id = useId();
  return (
    <Formik initialValues={initial ? toFormValues(initial) : EMPTY_SEARCH_CRITERIA} validationSchema={searchFilterSchema} onSubmit={(values) => onSearch(toCriteria(values))}>
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
