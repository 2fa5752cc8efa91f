import { Link } from 'react-router-dom';
import { SignupLayout } from './components/SignupLayout';

export const THANK_YOU_TITLE = 'Dados enviados com sucesso!';
export const THANK_YOU_TEXT = 'Obrigado pelas suas informações. Em breve um especialista entrará em contato com você.';

/** /site/resposta (spec 01 §2.4): the thank-you page after a sign-up. */
export function SignupThanksPage() {
  return (
    <SignupLayout>
      <section className="signup-card signup-thanks" aria-labelledby="cadastro-resposta-titulo">
        <h1 id="cadastro-resposta-titulo">{THANK_YOU_TITLE}</h1>
        <p>{THANK_YOU_TEXT}</p>
        <p>
          <Link to="/site/cadastro">Fazer outro cadastro</Link>
        </p>
      </section>
    </SignupLayout>
  );
}
