import { AnswerRow } from './AnswerRow';

/** Spec 02 §2.2: the answer row's content, one column each (the grouped view adds the branch). */
const ANSWER_COLUMNS: { label: string; title?: string }[] = [
  { label: 'Comprar' },
  { label: 'Fornecedor / Representante' },
  { label: 'Prazo', title: 'Prazo de pagamento' },
  { label: 'Qtd. resp.', title: 'Quantidade respondida' },
  { label: 'Mín.', title: 'Quantidade mínima' },
  { label: 'Fixa', title: 'Quantidade fixa' },
  { label: 'Embalagem' },
  { label: 'Qtd. pedir', title: 'Quantidade a pedir' },
  { label: 'Oport.', title: 'Oportunidade' },
  { label: 'Desc. inf. / util.', title: 'Desconto informado e desconto utilizado' },
  { label: 'Alíq.', title: 'Alíquota total' },
  { label: 'Preço s/ ST' },
  { label: 'Preço c/ ST' },
  { label: 'Preço líquido' },
  { label: 'Preço custo' },
  { label: 'Ordem', title: 'Ordem de preço (1 menor, 2 segundo menor)' },
  { label: 'EAN subst.', title: 'EAN substituto' },
  { label: 'Fat. mín.', title: 'Faturamento mínimo' },
  { label: 'Tipo', title: 'Tipo do produto (L liberado, M monitorado)' },
  { label: 'Análise', title: 'Sem análise de preço' },
  { label: 'Ações' },
];

/** A page of answers, wide: it scrolls sideways inside its panel, never the page. */
export function AnswerTable({ ids, produto, withBranch = false }: { ids: readonly number[]; produto: string; withBranch?: boolean }) {
  const columns = withBranch ? [ANSWER_COLUMNS[0], { label: 'Filial' }, ...ANSWER_COLUMNS.slice(1)] : ANSWER_COLUMNS;
  return (
    <div className="manual-scroll">
      <table className="manual-table manual-answers__table">
        <caption className="visually-hidden">Respostas de {produto}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" title={column.title}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => (
            <AnswerRow key={id} idAnswer={id} produto={produto} withBranch={withBranch} span={columns.length} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
