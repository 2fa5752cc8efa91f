import { act, screen, waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import { orderGenerationRequested } from '../../shared/lib/appEvents';
import { renderApp } from '../../test/renderWithProviders';
import { TEXTS } from './orderGenerationTexts';

/** 'Usar desempate SIC' in the automatic order's start (docs/decisions.md "SIC in order generation"). */
const inAnalysis = () => db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;

function watchSic() {
  const sent: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/generate')) sent.push(url.searchParams.get('sic'));
  };
  server.events.on('request:start', listener);
  return { sent, stop: () => server.events.removeListener('request:start', listener) };
}

async function start(flags: { sic?: boolean; sicSempre?: boolean }) {
  const id = inAnalysis().id;
  const view = renderApp({ route: '/' });
  act(() => void view.store.dispatch(orderGenerationRequested({ idCotacao: id, manual: false, ...flags })));
  await screen.findByRole('dialog', { name: TEXTS.confirmTitle });
  return { ...view, id };
}

async function generateAndWait(view: Awaited<ReturnType<typeof start>>) {
  await view.user.click(screen.getByRole('button', { name: 'Sim' }));
  await screen.findByRole('dialog', { name: TEXTS.lateTitle });
  await view.user.click(screen.getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe(`/pedido-automatico/${view.id}`));
}

describe("'Usar desempate SIC' in the order start", () => {
  it('without SIC for the quotation there is no checkbox and the request says sic=false', async () => {
    const requests = watchSic();
    const view = await start({});
    expect(screen.queryByRole('checkbox', { name: TEXTS.sicLabel })).toBeNull();
    await generateAndWait(view);
    requests.stop();
    expect(requests.sent).toEqual(['false']);
  });

  it('offered: unchecked and enabled; checked by the buyer, the request says sic=true', async () => {
    const requests = watchSic();
    const view = await start({ sic: true, sicSempre: false });
    const box = screen.getByRole('checkbox', { name: TEXTS.sicLabel });
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(screen.queryByText(TEXTS.sicAlways)).toBeNull();
    await view.user.click(box);
    expect(box).toBeChecked();
    await generateAndWait(view);
    requests.stop();
    expect(requests.sent).toEqual(['true']);
  });

  it('offered but left unchecked: sic=false', async () => {
    const requests = watchSic();
    const view = await start({ sic: true });
    await generateAndWait(view);
    requests.stop();
    expect(requests.sent).toEqual(['false']);
  });

  it('always SIC: checked, disabled, with the note; the request says sic=true', async () => {
    const requests = watchSic();
    const view = await start({ sic: true, sicSempre: true });
    const box = screen.getByRole('checkbox', { name: TEXTS.sicLabel });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(TEXTS.sicAlways);
    await generateAndWait(view);
    requests.stop();
    expect(requests.sent).toEqual(['true']);
  });
});
