import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AlertBox } from '../../shared/ui/AlertBox';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { ContactStep } from './components/ContactStep';
import { FocusFirstError } from './components/FocusFirstError';
import { SignupLayout } from './components/SignupLayout';
import { StoresStep } from './components/StoresStep';
import { initialSignupValues, toSignupPayload, type SignupValues } from './signupForm';
import { contactSchema, storesSchema } from './signupSchema';
import { selectSignupError, selectSignupSending, signupActions } from './signupSlice';

type Step = 1 | 2;

const STEP_TITLES: Record<Step, string> = { 1: 'Dados de contato', 2: 'Dados das lojas' };

/**
 * /site/cadastro (spec 01 §2.4): the public sign-up in two steps of one form, so 'Voltar' and
 * 'Próximo' keep everything typed in both; a failed sending keeps it too.
 */
export function SignupPage() {
  const dispatch = useAppDispatch();
  const sending = useAppSelector(selectSignupSending);
  const error = useAppSelector(selectSignupError);
  const [step, setStep] = useState<Step>(1);
  const [initialValues] = useState(initialSignupValues);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => () => void dispatch(signupActions.signupLeft()), [dispatch]);
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);
  useEffect(() => {
    if (error) heading.current?.scrollIntoView?.({ block: 'start' });
  }, [error]);

  const goTo = (next: Step, helpers: Pick<FormikHelpers<SignupValues>, 'setTouched'>): void => {
    moved.current = true;
    void helpers.setTouched({}, false);
    setStep(next);
  };
  const submit = (values: SignupValues, helpers: FormikHelpers<SignupValues>): void => {
    if (step === 1) goTo(2, helpers);
    else dispatch(signupActions.submitRequested(toSignupPayload(values)));
  };

  return (
    <SignupLayout>
      <section className="signup-card" aria-labelledby="cadastro-titulo">
        <h1 id="cadastro-titulo">Cadastro</h1>
        <FeatureStopped feature="signup" />
        <p className="signup-step" aria-live="polite">{`Passo ${step} de 2`}</p>
        <h2 ref={heading} tabIndex={-1} className="signup-step__title">
          {STEP_TITLES[step]}
        </h2>
        {error && <AlertBox severity="erro" message={error} autoCloseMs={0} onClose={() => dispatch(signupActions.errorDismissed())} />}
        <Formik initialValues={initialValues} validationSchema={step === 1 ? contactSchema : storesSchema} onSubmit={submit}>
          {(form) => (
            <Form noValidate aria-labelledby="cadastro-titulo" className="signup-form">
              <FocusFirstError within=".signup-form" />
              {step === 1 ? <ContactStep /> : <StoresStep sending={sending} onBack={() => goTo(1, form)} />}
            </Form>
          )}
        </Formik>
      </section>
    </SignupLayout>
  );
}
