import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './Tabs';

const ITEMS = [
  { id: 'a', label: 'Economia' },
  { id: 'b', label: 'Retorno faturamento' },
  { id: 'c', label: 'Produtos e unidades' },
] as const;
type Id = (typeof ITEMS)[number]['id'];

function Chooser({ choosable = true }: { choosable?: boolean }) {
  const [selected, setSelected] = useState<Id>('a');
  return (
    <>
      <button type="button">antes</button>
      <Tabs label="Resumo" items={ITEMS} selected={selected} onSelect={choosable ? setSelected : undefined} tabId={(id) => `t-${id}`} panelId="p" className="tabs" tabClassName={() => 'tab'} />
      <div id="p" role="tabpanel" aria-labelledby={`t-${selected}`}>
        painel {selected}
      </div>
      <button type="button">depois</button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('is one Tab stop: the selected tab', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    await user.tab();
    expect(tab('Economia')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'depois' })).toHaveFocus();
  });

  it('←/→ move and select, wrapping; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    await user.click(tab('Economia'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Retorno faturamento')).toHaveFocus();
    expect(tab('Retorno faturamento')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('painel b');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Economia')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Produtos e unidades')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Economia')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Produtos e unidades')).toHaveFocus();
    expect(tab('Produtos e unidades')).toHaveAttribute('aria-selected', 'true');
  });

  it('tabs that cannot be chosen still take the arrows, but the selection stays', async () => {
    const user = userEvent.setup();
    render(<Chooser choosable={false} />);
    expect(tab('Economia')).toHaveAttribute('aria-disabled', 'true');
    tab('Economia').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Retorno faturamento')).toHaveFocus();
    expect(tab('Economia')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Produtos e unidades'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('painel a');
  });
});
