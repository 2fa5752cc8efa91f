import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import type { PhoneValues, SignupValues } from '../signupForm';
import { formatPhone, PHONE_MASKS, type PhoneType } from '../signupRules';
import { fieldId, SignupField } from './SignupField';

/** Phone #1 or #2: its type (celular or comercial, each with its mask) and its number. */
export function PhoneField({ name, index, action }: { name: 'telefone1' | 'telefone2'; index: 1 | 2; action?: ReactNode }) {
  const form = useFormikContext<SignupValues>();
  const phone = form.values[name] as PhoneValues;
  const typeId = fieldId(`${name}.tipo`);
  const changeType = (tipo: PhoneType): void => void form.setFieldValue(name, { tipo, numero: formatPhone(phone.numero, tipo) });
  return (
    <div className="signup-phone">
      <div className="signup-field">
        <label htmlFor={typeId}>{`Tipo do telefone #${index}`}</label>
        <select id={typeId} name={`${name}.tipo`} value={phone.tipo} onChange={(e) => changeType(e.target.value as PhoneType)}>
          <option value="celular">Celular</option>
          <option value="comercial">Comercial</option>
        </select>
      </div>
      <SignupField name={`${name}.numero`} label={`Telefone #${index}`} mask={PHONE_MASKS[phone.tipo]} inputMode="tel" autoComplete={index === 1 ? 'tel' : 'off'} />
      {action}
    </div>
  );
}
