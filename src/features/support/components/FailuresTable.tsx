import { formatTimestamp } from '../../../shared/lib/format';
import type { FailureRecord } from '../../../shared/lib/errorReporting';

export const NO_FAILURES_TEXT = 'Nenhuma falha registrada.';

/** The stored failures, newest first. */
export function FailuresTable({ failures }: { failures: readonly FailureRecord[] }) {
  if (failures.length === 0) return <p>{NO_FAILURES_TEXT}</p>;
  return (
    <div className="support-table" role="region" aria-label="Falhas registradas" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Falhas registradas</caption>
        <thead>
          <tr>
            <th scope="col">Data/hora</th>
            <th scope="col">Tipo</th>
            <th scope="col">Mensagem</th>
            <th scope="col">Tela</th>
          </tr>
        </thead>
        <tbody>
          {[...failures].reverse().map((failure, index) => (
            <tr key={`${failure.at}-${index}`}>
              <td>{formatTimestamp(failure.at)}</td>
              <td>{failure.kind}</td>
              <td>{failure.message}</td>
              <td>{failure.route ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
