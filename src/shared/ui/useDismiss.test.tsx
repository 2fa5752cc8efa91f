import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useDismiss } from './useDismiss';

function Popover() {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(panel, open, () => setOpen(false), [toggle]);
  return (
    <>
      <button ref={toggle} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Colunas
      </button>
      {open && (
        <div ref={panel} role="group" aria-label="Colunas visíveis">
          <label>
            <input type="checkbox" /> EAN
          </label>
          <label>
            <input type="checkbox" /> Produto
          </label>
        </div>
      )}
      <button type="button">Depois</button>
      <p>Fora</p>
    </>
  );
}

const panel = () => screen.queryByRole('group', { name: 'Colunas visíveis' });

describe('useDismiss (a non-modal popover)', () => {
  it('Tab is not trapped: leaving the popover closes it and the focus goes on', async () => {
    const user = userEvent.setup();
    render(<Popover />);
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Produto' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Depois' })).toHaveFocus();
    expect(panel()).toBeNull();
  });

  it('a press outside closes it; a press inside or on its toggle does not', async () => {
    const user = userEvent.setup();
    render(<Popover />);
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(screen.getByRole('checkbox', { name: 'EAN' }));
    expect(panel()).not.toBeNull();
    await user.click(screen.getByText('Fora'));
    expect(panel()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    expect(panel()).toBeNull();
  });
});
