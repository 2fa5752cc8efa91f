import { FieldArray, useFormikContext } from 'formik';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { emptyStore, nextStoreKey, type SignupValues } from '../signupForm';
import { signupActions } from '../signupSlice';
import { SegmentChoice } from './SegmentChoice';
import { StoreFields } from './StoreFields';

export const TERMS_NOTICE =
  'Ao clicar em Finalizar, você declara que as informações acima são verdadeiras e autoriza o uso dos seus dados de contato para que um especialista fale com você sobre a adesão, conforme a Lei Geral de Proteção de Dados (LGPD).';

/** Step 2 (spec 01 §2.4): the stores (add, remove), the segment, the terms notice, 'Voltar' and 'Finalizar'. */
export function StoresStep({ onBack, sending }: { onBack: () => void; sending: boolean }) {
  const dispatch = useAppDispatch();
  const { values } = useFormikContext<SignupValues>();
  const [added, setAdded] = useState<string | null>(null);
  return (
    <>
      <FieldArray name="lojas">
        {({ push, remove }) => (
          <>
            {values.lojas.map((store, index) => (
              <StoreFields
                key={store.chave}
                index={index}
                count={values.lojas.length}
                autoFocus={store.chave === added}
                onRemove={() => {
                  dispatch(signupActions.lookupDropped(store.chave));
                  remove(index);
                }}
              />
            ))}
            <button
              type="button"
              className="btn btn--link signup-store__add"
              onClick={() => {
                const chave = nextStoreKey(values.lojas);
                setAdded(chave);
                push(emptyStore(chave));
              }}
            >
              Adicionar loja
            </button>
          </>
        )}
      </FieldArray>
      <SegmentChoice />
      <p className="signup-terms">{TERMS_NOTICE}</p>
      <div className="signup-actions">
        <button type="button" className="btn" onClick={onBack} disabled={sending}>
          Voltar
        </button>
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Enviando…' : 'Finalizar'}
        </button>
      </div>
    </>
  );
}
