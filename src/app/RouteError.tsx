import { useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { reportError } from '../shared/lib/errorReporting';

/** A page that failed to render (or a chunk that failed to load): reported, with a way back. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, 'render');
  }, [error]);
  return (
    <main className="route-error" role="alert">
      <h1>Algo deu errado nesta tela.</h1>
      <p>O problema foi registrado para o suporte. Recarregue a página ou volte ao início.</p>
      <a href="/cotacao">Voltar ao início</a>
    </main>
  );
}
