import { Formik, Form, Field, ErrorMessage } from 'formik';
import * as Yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AlertBox } from '../../shared/ui/AlertBox';
import { selectSession } from '../../entities/session/sessionSelectors';
import { loginErrorDismissed, loginSubmitted } from '../../entities/session/sessionSlice';
import './LoginForm.css';

const schema = Yup.object({
  username: Yup.string().trim().required('Informe o login.'),
  password: Yup.string().required('Informe a senha.'),
});

/** Spec 01 §2.2: fields Login and Password, button Ok; a failure shows 'Usuário ou senha incorretos.' */
export function LoginForm({ initialUsername = '' }: { initialUsername?: string }) {
  const dispatch = useAppDispatch();
  const { loginPending, loginError } = useAppSelector(selectSession);
  return (
    <Formik
      initialValues={{ username: initialUsername, password: '' }}
      validationSchema={schema}
      onSubmit={(values) => {
        dispatch(loginSubmitted(values));
      }}
    >
      <Form className="login-form" noValidate>
        {loginError && <AlertBox severity="erro" message={loginError} onClose={() => dispatch(loginErrorDismissed())} />}
        <label htmlFor="login-username">Login</label>
        <Field id="login-username" name="username" type="text" autoComplete="username" autoFocus />
        <ErrorMessage name="username" component="p" className="field-error" />
        <label htmlFor="login-password">Password</label>
        <Field id="login-password" name="password" type="password" autoComplete="current-password" />
        <ErrorMessage name="password" component="p" className="field-error" />
        <button type="submit" className="btn btn--primary" disabled={loginPending}>
          {loginPending ? 'Entrando…' : 'Ok'}
        </button>
      </Form>
    </Formik>
  );
}
