import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AlertBox, toneOf } from './AlertBox';

function Raised({ message = 'Salvo com sucesso.' }: { message?: string }) {
  const [open, setOpen] = useState(true);
  const [closes, setCloses] = useState(0);
  return (
    <>
      {open && (
        <AlertBox
          severity="success"
          message={message}
          onClose={() => {
            setOpen(false);
            setCloses((n) => n + 1);
          }}
        />
      )}
      <button type="button" onClick={() => setOpen(true)}>
        Mostrar de novo
      </button>
      <p>Fechamentos: {closes}</p>
    </>
  );
}

describe('AlertBox (spec 01 §2.5, §4, §9)', () => {
  afterEach(() => jest.useRealTimers());

  it('maps erro/error, advertencia/warning, success and anything else to info', () => {
    expect([toneOf('erro'), toneOf('error'), toneOf('advertencia'), toneOf('warning'), toneOf('success'), toneOf('qualquer')]).toEqual([
      'error', 'error', 'warning', 'warning', 'success', 'info',
    ]);
  });

  it('shows HTML messages, sanitized', async () => {
    render(<AlertBox severity="erro" message={'<b>Falha</b> ao salvar<img src="x" onerror="alert(1)"><script>alert(2)</script>'} onClose={() => undefined} />);
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert.querySelector('b')).toHaveTextContent('Falha'));
    expect(alert.innerHTML).not.toContain('onerror');
    expect(alert.querySelector('script')).toBeNull();
  });

  it('closes itself after 5 s, not before, with a progress bar counting down', () => {
    jest.useFakeTimers();
    render(<Raised />);
    expect(screen.getByRole('status')).toHaveTextContent('Salvo com sucesso.');
    expect(document.querySelector('.alert-box__progress span')).toHaveStyle({ animationDuration: '5000ms' });
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Fechamentos: 1')).toBeInTheDocument();
  });

  it('closing by hand resets it: raised again, it shows the message for a full 5 s again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Raised />);
    act(() => jest.advanceTimersByTime(3000));
    await user.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mostrar de novo' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('status')).toHaveTextContent('Salvo com sucesso.');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
