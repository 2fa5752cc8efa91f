import { lazy, Suspense, type ReactNode } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Modal } from '../../shared/ui/Modal';
import { selectSession } from '../../entities/session/sessionSelectors';

// The form and its libraries (Formik, Yup) load only when a login shows: a signed-in first page
// does not pay for them (issue 10 part 6, JavaScript budget of /cotacao).
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

function LazyLoginForm() {
  return (
    <Suspense fallback={<p role="status">Carregando…</p>}>
      <LoginForm />
    </Suspense>
  );
}

/**
 * Without a session the login page takes the screen at the asked address, so after login the
 * user lands on the route they asked for (deep links and reloads). When a call answers 401 the
 * screen stays mounted under the login dialog: nothing typed is lost.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useAppSelector(selectSession);
  if (status === 'anonymous') {
    return (
      <main className="login-page">
        <section className="login-page__card" aria-labelledby="login-title">
          <h1 id="login-title">Cotações e Pedidos</h1>
          <p>Entre com seu usuário para continuar.</p>
          <LazyLoginForm />
        </section>
      </main>
    );
  }
  return (
    <>
      {children}
      {status === 'expired' && <ExpiredDialog />}
    </>
  );
}

function ExpiredDialog() {
  return (
    <Modal title="Sessão expirada" onClose={() => undefined} closable={false} width={400}>
      <p>Sua sessão expirou. Entre novamente para continuar de onde parou.</p>
      <LazyLoginForm />
    </Modal>
  );
}
