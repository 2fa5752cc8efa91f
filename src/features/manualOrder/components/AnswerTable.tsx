import { AnswerRow } from './AnswerRow';
import { useShownAnswerColumns } from './answerColumns';

/** A page of answers: the columns the user shows (answerColumns; the grouped view adds the branch). */
export function AnswerTable({ ids, produto, withBranch = false }: { ids: readonly number[]; produto: string; withBranch?: boolean }) {
  const columns = useShownAnswerColumns(withBranch);
  const keys = columns.map((column) => column.key);
  return (
    <div className="manual-scroll">
      <table className="manual-table manual-answers__table">
        <caption className="visually-hidden">Respostas de {produto}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" title={column.title}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => (
            <AnswerRow key={id} idAnswer={id} produto={produto} columns={keys} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
