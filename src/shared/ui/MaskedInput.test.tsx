import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MaskedInput } from './MaskedInput';

function Field({ mask }: { mask: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="campo">Campo</label>
      <MaskedInput id="campo" mask={mask} value={value} onChange={setValue} />
      <p>Valor: {value}</p>
    </>
  );
}

describe('MaskedInput', () => {
  it('formats a date as it is typed and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Field mask="00/00/0000" />);
    await user.type(screen.getByLabelText('Campo'), '2a511x2026');
    expect(screen.getByLabelText('Campo')).toHaveValue('25/11/2026');
    expect(screen.getByText('Valor: 25/11/2026')).toBeInTheDocument();
  });

  it('formats a CNPJ with the spec mask 99.999.999/9999-99', async () => {
    const user = userEvent.setup();
    render(<Field mask="00.000.000/0000-00" />);
    await user.type(screen.getByLabelText('Campo'), '11222333000181');
    expect(screen.getByLabelText('Campo')).toHaveValue('11.222.333/0001-81');
  });
});
