import { screen, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { setSicSempre } from '../../../mocks/db/generation/sicFlags';
import { saveSicPreference } from '../../../mocks/db/generation/tieBreakPreferences';
import type { DbQuotation } from '../../../mocks/db/core/types';
import { orderGenerationRequested } from '../../shared/lib/appEvents';
import { renderApp } from '../../test/renderWithProviders';

/** The summary hands the server's SIC flags to the automatic order's start (docs/decisions.md "SIC in order generation"). */
function readyForOrder(): DbQuotation {
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
  db().ordersByQuotation.delete(quotation.id);
  delete quotation.pedidoGerado;
  Object.assign(db().answersOf(quotation.id)[0], { categoria: 'RESPONDIDA', qtdeItensRespondidos: 2, dataEnvio: quotation.dataCadastro });
  return quotation;
}

const topBar = () => screen.findByRole('group', { name: 'Ações da cotação (topo)' });

describe('SIC from the summary', () => {
  it("with the buyer's SIC order covering a participant, 'Iniciar Pedido Automático' offers 'Usar desempate SIC'; the manual start does not", async () => {
    const quotation = readyForOrder();
    saveSicPreference(db(), quotation.idComprador, [{ fornecedorId: quotation.participantes[0].idFornecedor, preferencia: 1 }]);
    const { user, dispatched } = renderApp({ route: `/pedido-resumo/${quotation.id}` });
    await user.click(await within(await topBar()).findByRole('button', { name: 'Iniciar Pedido Automático' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar pedido' });
    const box = within(dialog).getByRole('checkbox', { name: 'Usar desempate SIC' });
    expect(box).toBeEnabled();
    expect(box).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));

    await user.click(within(await topBar()).getByRole('button', { name: 'Iniciar Pedido Manual' }));
    expect(within(await screen.findByRole('dialog', { name: 'Iniciar pedido' })).queryByRole('checkbox', { name: 'Usar desempate SIC' })).toBeNull();
    expect(dispatched(orderGenerationRequested)).toEqual([
      { idCotacao: quotation.id, manual: false, sic: true, sicSempre: false, pedidosExistentes: false },
      { idCotacao: quotation.id, manual: true, pedidosExistentes: false },
    ]);
  });

  it('always SIC: the checkbox is checked and disabled with the note', async () => {
    const quotation = readyForOrder();
    saveSicPreference(db(), quotation.idComprador, [{ fornecedorId: quotation.participantes[0].idFornecedor, preferencia: 1 }]);
    setSicSempre(db(), quotation.idComprador, true);
    const { user } = renderApp({ route: `/pedido-resumo/${quotation.id}` });
    await user.click(await within(await topBar()).findByRole('button', { name: 'Iniciar Pedido Automático' }));
    const box = within(await screen.findByRole('dialog', { name: 'Iniciar pedido' })).getByRole('checkbox', { name: 'Usar desempate SIC' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.getByText('Esta cotação sempre usa o desempate SIC.')).toBeInTheDocument();
  });
});
