import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { reportError } from '../shared/lib/errorReporting';

interface BoundaryProps {
  /** The address shown: a failure belongs to it, and going elsewhere shows that page again. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failedAt: string | null;
}

/** Catches a page that failed to render (or whose chunk failed to load) at one address. */
class PageBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // The failure was just caught: it belongs to this address. Another address: the page is tried again.
    if (state.failedAt === '') return { failedAt: props.pathname };
    return state.failedAt !== null && state.failedAt !== props.pathname ? { failedAt: null } : null;
  }

  override componentDidCatch(error: unknown): void {
    reportError(error, 'render');
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}

/** A page that failed to render: reported, with a way back. */
export function RouteError() {
  return (
    <main className="route-error" role="alert">
      <h1>Algo deu errado nesta tela.</h1>
      <p>O problema foi registrado para o suporte. Recarregue a página ou volte ao início.</p>
      <a href="/cotacao">Voltar ao início</a>
    </main>
  );
}

/** The route's element inside the page error boundary (a render error shows RouteError instead of a blank screen). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <PageBoundary pathname={useLocation().pathname}>{children}</PageBoundary>;
}
