import { Link } from 'react-router-dom';

/** Quotation home (spec 01 §2.6): header 'Início' and the two entry buttons. */
export function QuotationHomePage() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Início</h1>
      <div className="button-row">
        <Link className="btn btn--primary" to="/cotacao/criar">
          NOVA COTAÇÃO
        </Link>
        <Link className="btn" to="/cotacao/filter">
          CONSULTAR COTAÇÕES
        </Link>
      </div>
    </section>
  );
}
