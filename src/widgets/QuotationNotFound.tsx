import { Link } from 'react-router-dom';

/** An order screen whose address names no valid quotation: says so and leads back to the home. */
export function QuotationNotFound({ title, className }: { title: string; className: string }) {
  return (
    <section className={className}>
      <h1>{title}</h1>
      <p role="alert">Cotação não encontrada.</p>
      <Link className="btn" to="/cotacao">
        Voltar ao início
      </Link>
    </section>
  );
}
