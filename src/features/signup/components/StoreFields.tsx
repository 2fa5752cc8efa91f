import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { BRAZILIAN_STATES } from '../brazilianStates';
import { lockedField, type SignupValues, type StoreValues } from '../signupForm';
import { storeAfterLookup } from '../signupLookup';
import { CNPJ_MASK, CNPJ_MASK_DEFINITIONS, CNPJ_NOT_FOUND_MESSAGE, cnpjKey, cnpjValid, COMMUNICATION_ERROR_MESSAGE, toUpperCase } from '../signupRules';
import { selectStoreLookup, signupActions } from '../signupSlice';
import { FieldError, fieldId, SignupField, useFieldError } from './SignupField';

const CNPJ_MASKING = { definitions: CNPJ_MASK_DEFINITIONS, prepareChar: toUpperCase };

/** What the lookup of the CNPJ now typed is doing, under the field. */
function LookupNote({ store }: { store: StoreValues }) {
  const lookup = useAppSelector((s) => selectStoreLookup(s, store.chave));
  if (!lookup || lookup.cnpj !== cnpjKey(store.cnpj)) return null;
  if (lookup.status === 'loading') return <p role="status" className="signup-note">Consultando CNPJ…</p>;
  if (lookup.status === 'notFound') return <p role="alert" className="signup-note signup-note--warning">{CNPJ_NOT_FOUND_MESSAGE}</p>;
  if (lookup.status === 'failed') return <p role="alert" className="field-error">{COMMUNICATION_ERROR_MESSAGE}</p>;
  return null;
}

/** The state, a select of the 27 units. */
function StateSelect({ name, disabled }: { name: string; disabled: boolean }) {
  const form = useFormikContext<SignupValues>();
  const id = fieldId(name);
  const error = useFieldError(name);
  const value = String(form.getFieldMeta(name).value ?? '');
  return (
    <div className="signup-field">
      <label htmlFor={id}>Estado</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
        onChange={(e) => void form.setFieldValue(name, e.target.value)}
        onBlur={() => void form.setFieldTouched(name, true)}
      >
        <option value="">Selecione</option>
        {BRAZILIAN_STATES.map((uf) => (
          <option key={uf} value={uf}>
            {uf}
          </option>
        ))}
      </select>
      <FieldError name={name} />
    </div>
  );
}

/** 'Pertence a alguma rede?' sim/não, and the network's name when sim. */
function NetworkChoice({ store, path }: { store: StoreValues; path: string }) {
  const form = useFormikContext<SignupValues>();
  return (
    <div className="signup-network">
      <fieldset className="signup-choice">
        <legend>Pertence a alguma rede?</legend>
        {(['sim', 'nao'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name={`${path}.pertenceRede`} value={option} checked={store.pertenceRede === option} onChange={() => void form.setFieldValue(`${path}.pertenceRede`, option)} />
            {option === 'sim' ? 'Sim' : 'Não'}
          </label>
        ))}
      </fieldset>
      {store.pertenceRede === 'sim' && <SignupField name={`${path}.rede`} label="Nome da rede" autoComplete="off" />}
    </div>
  );
}

interface StoreFieldsProps {
  index: number;
  count: number;
  autoFocus: boolean;
  onRemove: () => void;
}

/**
 * One store of step 2 (spec 01 §2.4, §5): leaving a complete, valid CNPJ looks it up; what the
 * lookup brought is filled and locked until the CNPJ changes.
 */
export function StoreFields({ index, count, autoFocus, onRemove }: StoreFieldsProps) {
  const dispatch = useAppDispatch();
  const form = useFormikContext<SignupValues>();
  const { setFieldValue } = form;
  const store = form.values.lojas[index];
  const path = `lojas.${index}`;
  const lookup = useAppSelector((s) => selectStoreLookup(s, store.chave));

  useEffect(() => {
    const next = storeAfterLookup(store, lookup);
    if (next) void setFieldValue(path, next);
  }, [lookup, store, path, setFieldValue]);

  const changeCnpj = (cnpj: string): void => {
    const stale = store.cnpjConsultado !== '' && store.cnpjConsultado !== cnpj.toUpperCase();
    void setFieldValue(path, { ...store, cnpj, ...(stale && { cnpjConsultado: '' }) });
    if (lookup && lookup.cnpj !== cnpjKey(cnpj)) dispatch(signupActions.lookupDropped(store.chave));
  };
  const leaveCnpj = (): void => {
    const key = cnpjKey(store.cnpj);
    const asked = lookup && lookup.cnpj === key && lookup.status !== 'failed';
    if (cnpjValid(store.cnpj) && !asked) dispatch(signupActions.lookupRequested({ chave: store.chave, cnpj: key }));
  };
  const locked = (field: Parameters<typeof lockedField>[1]): boolean => lockedField(store, field);

  return (
    <fieldset className="signup-store">
      <legend>{`Loja ${index + 1}`}</legend>
      <div className="signup-grid">
        <SignupField
          name={`${path}.cnpj`}
          label="CNPJ"
          mask={CNPJ_MASK}
          masking={CNPJ_MASKING}
          autoComplete="off"
          autoFocus={autoFocus}
          onChange={changeCnpj}
          onBlur={leaveCnpj}
          note={<LookupNote store={store} />}
        />
        <SignupField name={`${path}.razaoSocial`} label="Razão social" disabled={locked('razaoSocial')} autoComplete="organization" />
        <SignupField name={`${path}.nomeFantasia`} label="Nome fantasia" autoComplete="off" />
      </div>
      <NetworkChoice store={store} path={path} />
      <div className="signup-grid signup-grid--address">
        <SignupField name={`${path}.cep`} label="CEP" mask="00000-000" inputMode="numeric" disabled={locked('cep')} autoComplete="postal-code" />
        <SignupField name={`${path}.logradouro`} label="Logradouro" disabled={locked('logradouro')} autoComplete="address-line1" />
        <SignupField name={`${path}.numero`} label="Número" disabled={locked('numero')} autoComplete="off" maxLength={10} />
        <SignupField name={`${path}.complemento`} label="Complemento" autoComplete="address-line2" />
        <SignupField name={`${path}.bairro`} label="Bairro" disabled={locked('bairro')} autoComplete="off" />
        <SignupField name={`${path}.cidade`} label="Cidade" disabled={locked('cidade')} autoComplete="address-level2" />
        <StateSelect name={`${path}.estado`} disabled={locked('estado')} />
      </div>
      {count > 1 && (
        <button type="button" className="btn btn--link signup-store__remove" onClick={onRemove}>
          {`Remover loja ${index + 1}`}
        </button>
      )}
    </fieldset>
  );
}
