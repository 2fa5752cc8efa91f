import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import '../SignupPage.css';

/** The public pages' frame (spec 01 §2.1 /site): the shell's header colours, no menu, no side column. */
export function SignupLayout({ children }: { children: ReactNode }) {
  return (
    <div className="signup-layout">
      <header className="signup-layout__header">
        <span className="signup-layout__brand">Cotações e Pedidos</span>
        <Link to="/cotacao" className="signup-layout__login">
          Já tenho cadastro
        </Link>
      </header>
      <main className="signup-layout__main">{children}</main>
    </div>
  );
}
