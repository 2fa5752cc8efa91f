import './QuotationHeader.css';

export interface QuotationHeaderProps {
  id: number;
  title: string;
  /** dd/MM/yyyy HH:mm */
  dueDate: string;
  /** The status as the user reads it. */
  status: string;
  numProdutos?: number;
  qtdRespostas?: number;
}

/** The quotation header of the order screens (spec 03 §2.2): id, title, due date, status, products and answers. */
export function QuotationHeader({ id, title, dueDate, status, numProdutos, qtdRespostas }: QuotationHeaderProps) {
  return (
    <header className="quotation-header">
      <h1 className="quotation-header__title" title={title}>
        <span className="quotation-header__id">Cotação {id}</span> <span className="quotation-header__name">{title}</span>
      </h1>
      <dl className="quotation-header__facts">
        <div>
          <dt>Vencimento</dt>
          <dd>{dueDate}</dd>
        </div>
        <div>
          <dt>Situação</dt>
          <dd>{status}</dd>
        </div>
        {numProdutos !== undefined && (
          <div>
            <dt>Produtos</dt>
            <dd>{numProdutos}</dd>
          </div>
        )}
        {qtdRespostas !== undefined && (
          <div>
            <dt>Respostas</dt>
            <dd>{qtdRespostas}</dd>
          </div>
        )}
      </dl>
    </header>
  );
}
