import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadState } from './LoadState';

describe('LoadState', () => {
  it('says the list is loading, before the first load too, as a status', () => {
    const { rerender } = render(<LoadState status="idle" error={null} loadingText="Carregando filiais…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando filiais…');
    rerender(<LoadState status="loading" error={null} loadingText="Carregando filiais…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando filiais…');
  });

  it('says a loaded list is empty, and says nothing of a list with rows', () => {
    const { rerender } = render(<LoadState status="loaded" error={null} loadingText="Carregando…" emptyText="Nenhum dado foi encontrado!" />);
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum dado foi encontrado!');
    rerender(<LoadState status="loaded" error={null} loadingText="Carregando…" emptyText="Nenhum dado foi encontrado!" hasRows />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<LoadState status="loading" error={null} loadingText="Carregando…" hasRows />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a failure as an alert with its message and "Tentar novamente", even over rows', async () => {
    const onRetry = jest.fn();
    render(<LoadState status="failed" error="Falha ao carregar as filiais." loadingText="Carregando…" hasRows onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Falha ao carregar as filiais.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('falls back to the screen’s own failure text when the server gave none, and offers no retry without a handler', () => {
    render(<LoadState status="failed" error={null} failedText="Não foi possível carregar a lista." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar a lista.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
