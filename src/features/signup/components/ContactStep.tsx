import { useFormikContext } from 'formik';
import { COUNTRY, emptyPhone, type SignupValues } from '../signupForm';
import { fieldId, SignupField } from './SignupField';
import { PhoneField } from './PhoneField';

/** Step 1 (spec 01 §2.4): country (only Brasil), names, role, phone 1, optional phone 2, e-mail; 'Próximo'. */
export function ContactStep() {
  const form = useFormikContext<SignupValues>();
  const hasSecond = form.values.telefone2 !== null;
  const setSecond = (on: boolean): void => {
    void form.setFieldValue('telefone2', on ? emptyPhone() : null);
    if (!on) void form.setFieldTouched('telefone2', false, false);
  };
  return (
    <>
      <div className="signup-grid">
        <div className="signup-field">
          <label htmlFor={fieldId('pais')}>País</label>
          <select id={fieldId('pais')} name="pais" value={form.values.pais} onChange={(e) => void form.setFieldValue('pais', e.target.value)}>
            <option value={COUNTRY}>{COUNTRY}</option>
          </select>
        </div>
        <SignupField name="nome" label="Nome" autoComplete="given-name" />
        <SignupField name="sobrenome" label="Sobrenome" autoComplete="family-name" />
        <SignupField name="cargo" label="Cargo" autoComplete="organization-title" />
        <SignupField name="email" label="E-mail" type="email" inputMode="email" autoComplete="email" />
      </div>
      <PhoneField
        name="telefone1"
        index={1}
        action={
          !hasSecond && (
            <button type="button" className="btn btn--link signup-phone__action" onClick={() => setSecond(true)}>
              Adicionar telefone
            </button>
          )
        }
      />
      {hasSecond && (
        <PhoneField
          name="telefone2"
          index={2}
          action={
            <button type="button" className="btn btn--link signup-phone__action" onClick={() => setSecond(false)}>
              Remover telefone
            </button>
          }
        />
      )}
      <div className="signup-actions">
        <button type="submit" className="btn btn--primary">
          Próximo
        </button>
      </div>
    </>
  );
}
