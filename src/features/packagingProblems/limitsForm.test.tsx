import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LimitsPanel } from './components/LimitsPanel';
import { limitsRequest, maskMoney, type LimitsRequest } from './limitsForm';

function renderPanel() {
  const sent: LimitsRequest[] = [];
  render(<LimitsPanel busy={false} onApply={(request) => sent.push(request)} />);
  return { sent, user: userEvent.setup() };
}

const down = () => screen.getByLabelText('Limite para arredondar para baixo (R$)');
const up = () => screen.getByLabelText('Limite para arredondar para cima (R$)');

describe('the limits panel (spec 03 §5, §7.2)', () => {
  it('types money from the right: round-down at most 6 characters, round-up at most 7', async () => {
    const { user } = renderPanel();
    await user.clear(down());
    await user.type(down(), '12345678');
    expect(down()).toHaveValue('123,45');
    await user.clear(up());
    await user.type(up(), '12345678');
    expect(up()).toHaveValue('1234,56');
    expect(maskMoney('a5', 6)).toBe('0,05');
    expect(maskMoney('', 6)).toBe('');
  });

  it("an emptied limit shows '0,00' again when left", async () => {
    const { user } = renderPanel();
    await user.clear(down());
    expect(down()).toHaveValue('');
    await user.tab();
    expect(down()).toHaveValue('0,00');
  });

  it('sends form (b) without limits and form (a) with one; the minimum option only counts without limits', async () => {
    const { user, sent } = renderPanel();
    await user.click(screen.getByRole('checkbox', { name: /Ao menos a quantidade mínima/ }));
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ kind: 'rounding', body: { roundUp: false, roundDown: true, atLeastOneProductPack: false, atLeastTheMinimumAmountRequired: true } });

    await user.type(down(), '250');
    expect(screen.getByRole('checkbox', { name: /Ao menos a quantidade mínima/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Para cima, senão para baixo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ao menos uma embalagem de cada produto' }));
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ kind: 'limits', body: { limitRoundDown: 2.5, limitRoundUp: 0, downOrUp: false, upOrDown: true, atLeastOneProductPack: true } });
  });

  it('reads comma decimals', () => {
    const request = limitsRequest({ limitRoundDown: '1,50', limitRoundUp: '1234,56', direction: 'downOrUp', atLeastOneProductPack: false, atLeastTheMinimumAmountRequired: false });
    expect(request).toEqual({ kind: 'limits', body: { limitRoundDown: 1.5, limitRoundUp: 1234.56, downOrUp: true, upOrDown: false, atLeastOneProductPack: false } });
  });
});
