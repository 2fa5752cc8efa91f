import { act, screen, waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { CONFIG_CATALOGUE, setQuantityAdjustment, setUserConfig } from '../../../mocks/db/admin/userConfig';
import { server } from '../../../mocks/node';
import { OPPORTUNITY_PREFERENCE } from '../../domain/orderPreferences';
import { orderGenerationRequested } from '../../shared/lib/appEvents';
import { renderApp } from '../../test/renderWithProviders';
import { TEXTS } from './orderGenerationTexts';

/**
 * The generation request carries the buyer's 'Considerar produtos com oportunidade' (oportunidade)
 * and the quotation's 'Ajustar as quantidades desta cotação à embalagem e ao mínimo'
 * (ajustarQuantidade), read when the generation starts (docs/decisions.md "Order preferences in
 * generation").
 */
const inAnalysis = () => db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
const opportunityId = CONFIG_CATALOGUE.find((c) => c.chave === OPPORTUNITY_PREFERENCE)!.idConfiguracao;

function watchGenerate() {
  const sent: { oportunidade: string | null; ajustarQuantidade: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/generate')) sent.push({ oportunidade: url.searchParams.get('oportunidade'), ajustarQuantidade: url.searchParams.get('ajustarQuantidade') });
  };
  server.events.on('request:start', listener);
  return { sent, stop: () => server.events.removeListener('request:start', listener) };
}

async function generate() {
  const id = inAnalysis().id;
  const view = renderApp({ route: '/' });
  act(() => void view.store.dispatch(orderGenerationRequested({ idCotacao: id, manual: false })));
  await screen.findByRole('dialog', { name: TEXTS.confirmTitle });
  await view.user.click(screen.getByRole('button', { name: 'Sim' }));
  await screen.findByRole('dialog', { name: TEXTS.lateTitle });
  await view.user.click(screen.getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe(`/pedido-automatico/${id}`));
}

describe('the order preferences in the generation request', () => {
  it('sends oportunidade=false and ajustarQuantidade=false while both are off', async () => {
    const requests = watchGenerate();
    await generate();
    requests.stop();
    expect(requests.sent).toEqual([{ oportunidade: 'false', ajustarQuantidade: 'false' }]);
  });

  it("sends oportunidade=true with 'Considerar produtos com oportunidade' on and ajustarQuantidade=true with the quotation's adjustment on", async () => {
    setUserConfig(db(), 1001, opportunityId, true);
    setQuantityAdjustment(db(), inAnalysis().id, true);
    const requests = watchGenerate();
    await generate();
    requests.stop();
    expect(requests.sent).toEqual([{ oportunidade: 'true', ajustarQuantidade: 'true' }]);
  });

  it('leaves both out when the preferences cannot be read (the server then uses the stored ones), and still generates', async () => {
    db().faults.add({ path: '/pedido/buscarConfigUsuario', status: 403, times: 1 });
    const requests = watchGenerate();
    await generate();
    requests.stop();
    expect(requests.sent).toEqual([{ oportunidade: null, ajustarQuantidade: null }]);
  });
});
