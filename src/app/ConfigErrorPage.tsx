import type { ConfigProblem } from '../config/runtimeConfig';

/** DECISIONS 4: an invalid runtime configuration stops the app here, naming each field and what is wrong. */
export function ConfigErrorPage({ problems }: { problems: ConfigProblem[] }) {
  return (
    <main className="config-error" role="alert">
      <h1>Configuração inválida</h1>
      <p>A aplicação não pode iniciar porque o arquivo de configuração (config.json) tem problemas:</p>
      <ul>
        {problems.map((p) => (
          <li key={`${p.field}:${p.message}`}>
            <code>{p.field}</code>: {p.message}
          </li>
        ))}
      </ul>
      <p>Corrija o arquivo e recarregue a página.</p>
    </main>
  );
}
