import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { render as renderBare, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { modalToggled } from '../lib/appEvents';
import { Modal } from './Modal';

/** A bare store that keeps what was dispatched: the Modal announces itself through the store. */
const dispatched: UnknownAction[] = [];
const keep: Middleware = () => (next) => (action) => {
  dispatched.push(action as UnknownAction);
  return next(action);
};
function render(ui: ReactElement) {
  const store = configureStore({ reducer: (state: Record<string, never> = {}) => state, middleware: (getDefault) => getDefault().concat(keep) });
  return renderBare(<Provider store={store}>{ui}</Provider>);
}

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
    dispatched.length = 0;
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(dispatched.filter((a) => modalToggled.match(a)).map((a) => a.payload)).toEqual([{ open: true }, { open: false }]);
  });

  it('makes the rest of the page inert while open, and gives it back as it was', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <nav>
          <a href="#x">Menu</a>
        </nav>
        <p inert>Já inerte</p>
        <Screen />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Aviso' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Marked once the dialog's first frame is painted (the restyle stays out of the opening click's frame).
    await waitFor(() => expect(container.querySelector('nav')).toHaveAttribute('inert'));
    expect(opener).toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(container.querySelectorAll('[inert]')).toHaveLength(1);
    expect(container.querySelector('p')).toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });
});
