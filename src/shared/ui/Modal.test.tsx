import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { onAppEvent } from '../lib/appEvents';
import { Modal } from './Modal';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && (
        <Modal title="Aviso" onClose={() => setOpen(false)} footer={<button type="button">Confirmar</button>}>
          <label>
            Motivo <textarea />
          </label>
        </Modal>
      )}
    </>
  );
}

describe('Modal (spec 01 §2.5)', () => {
  it('has a title bar, takes focus inside, keeps Tab inside, closes on Esc and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Aviso' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Motivo')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('announces opening and closing for the embedded-mode bridge', async () => {
    const user = userEvent.setup();
    const seen: boolean[] = [];
    const stop = onAppEvent('app:modal', ({ open }) => seen.push(open));
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(seen).toEqual([true, false]);
    stop();
  });
});
