import { act, screen, waitFor, within } from '@testing-library/react';
import { alertStateOf } from '../../mocks/db/admin/alertSettings';
import { db, resetDb } from '../../mocks/db/core/current';
import { seedPayloads } from '../../mocks/db/core/xssSeed';
import { recordFigure, recordZero } from './reliabilityFigures';
import { manualPath } from './manualOrderPage';
import { renderApp } from './renderWithProviders';
import { domThreats, installXssCounter, XSS_PAYLOADS } from './xssPayloads';

/**
 * The XSS corpus through the screens (issue 17 item 6), in jsdom over the real mock API: every
 * name, title and description the server keeps is a payload (mocks/db/core/xssSeed.ts); each screen
 * must show them as text: no on* attribute, no script URL, nothing run, even when the user
 * clicks, hovers or focuses what is there.
 */
const AREA = '6 XSS' as const;
const USER_EVENTS = ['click', 'mouseover', 'pointerenter', 'focus', 'blur', 'load', 'error', 'toggle', 'animationstart'];

const quotationIn = (situacao: string, withOrders = false) => db().data.quotations.find((q) => q.situacao === situacao && (!withOrders || db().ordersOf(q.id).length > 0))!;

type View = ReturnType<typeof renderApp>;
const clickButton = (name: RegExp) => async (view: View) => view.user.click(await screen.findByRole('button', { name }));

const searchByCode = async (view: View) => {
  await view.user.type(await screen.findByLabelText('Código'), String(quotationIn('EM_ANDAMENTO').id));
  await clickButton(/^Pesquisar$/)(view);
};

const SCREENS: { name: string; route: () => string; open?: (view: View) => Promise<void> }[] = [
  { name: 'cotações (lista e coluna lateral)', route: () => '/cotacao', open: clickButton(/EM ANDAMENTO/) },
  { name: 'busca de cotações', route: () => '/cotacao/filter', open: searchByCode },
  { name: 'nova cotação (fornecedores, representantes, filiais)', route: () => '/cotacao/criar' },
  { name: 'cotação em criação (produtos)', route: () => `/cotacao/criar/${quotationIn('EM_CRIACAO').id}` },
  { name: 'resumo das respostas', route: () => `/pedido-resumo/${quotationIn('EM_ANALISE').id}` },
  { name: 'pedido automático', route: () => `/pedido-automatico/${quotationIn('EM_ANALISE', true).id}` },
  { name: 'revisão e envio', route: () => `/revisao-envio/${quotationIn('EM_ANALISE', true).id}` },
  { name: 'produtos não respondidos', route: () => `/produtos-nao-respondidos/${quotationIn('EM_ANALISE').id}` },
  { name: 'problemas de embalagem', route: () => `/problemas-de-embalagem/${quotationIn('EM_ANALISE', true).id}` },
  { name: 'pedidos de combos', route: () => `/pedido-automatico/${quotationIn('EM_ANALISE', true).id}/combo` },
  { name: 'oportunidades da revisão', route: () => `/revisao-envio/${quotationIn('EM_ANALISE', true).id}/oportunidades` },
  { name: 'pedido manual', route: () => manualPath() },
  { name: 'pedidos enviados ou faturados', route: () => '/OrdersShippedOrInvoiced' },
  { name: 'preferências de desempate', route: () => '/preferencia-sic' },
];

/** Every payload in one text: how a server `mensagem` or a file would bring them all at once. */
const ALL_IN_ONE = XSS_PAYLOADS.join('<br>\n');

const results: { screen: string; shown: boolean; executions: number; onAttributes: string[]; scriptUrls: string[] }[] = [];

afterAll(() => {
  const covered = results.filter((r) => r.shown).length;
  const places = SCREENS.length + EXTRA_PLACES;
  recordFigure({ id: 'xss.screens.covered', area: AREA, label: 'Lugares com payloads exibidos (jsdom)', value: `${covered}/${places}`, target: 'n/n', pass: covered === places });
  recordZero('xss.screens.executions', AREA, 'Execuções nas telas (jsdom)', results.reduce((sum, r) => sum + r.executions, 0));
  recordZero('xss.screens.onAttributes', AREA, 'Atributos on* nas telas (jsdom)', results.reduce((sum, r) => sum + r.onAttributes.length, 0));
  recordZero('xss.screens.scriptUrls', AREA, 'URLs javascript:/data: nas telas (jsdom)', results.reduce((sum, r) => sum + r.scriptUrls.length, 0));
});

/** Fires what a user would cause on everything shown, then scans the DOM and the counter. */
function judge(name: string, calls: () => number) {
  act(() => {
    for (const element of Array.from(document.body.querySelectorAll('*'))) USER_EVENTS.forEach((type) => element.dispatchEvent(new Event(type)));
  });
  const threats = domThreats(document);
  results.push({ screen: name, shown: true, executions: calls(), ...threats });
  expect(threats).toEqual({ onAttributes: [], scriptUrls: [] });
  expect(calls()).toBe(0);
}

describe('XSS payloads in every name and description, screen by screen', () => {
  it.each(SCREENS)('$name: shown as text, nothing runs', async ({ name, route, open }) => {
    resetDb('e2e');
    const seeded = seedPayloads(db(), XSS_PAYLOADS);
    expect(seeded).toBeGreaterThan(XSS_PAYLOADS.length);
    const calls = installXssCounter();
    const view = renderApp({ route: route() });
    await open?.(view);
    // A payload shows as text in the screen itself (not only in the side column) once it has loaded what the server holds.
    await waitFor(() => expect(view.container.querySelector('main')?.textContent).toMatch(/__xss\(\)/));
    judge(name, calls);
  });
});

const EXTRA_PLACES = 5;

/** Wizard step 2 of a quotation in creation, with a mode chosen for the missing-products file. */
async function openShortageUpload() {
  const quotation = quotationIn('EM_CRIACAO');
  const view = renderApp({ route: `/cotacao/criar/${quotation.id}` });
  await view.user.click(await screen.findByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('2. adicionar produtos'));
  await view.user.click(within(screen.getByRole('group', { name: 'Modo de compra do arquivo' })).getByRole('radio', { name: 'Compra por produto específico' }));
  const upload = (text: string) => view.user.upload(screen.getByLabelText(/Arquivo de falta \(TXT ou CSV/), new File([text], 'faltas.txt', { type: 'text/plain' }));
  return { view, quotation, upload };
}

describe('XSS payloads in server messages, files, lookups and alert addresses', () => {
  it('a server mensagem made of every payload, in the alert box (HTML, sanitized)', async () => {
    const calls = installXssCounter();
    const { quotation, upload } = await openShortageUpload();
    db().faults.add({ method: 'POST', path: `/cotacaoCadastro/${quotation.id}/arquivoFalta`, status: 400, body: { mensagem: `<b>Falha</b> ${ALL_IN_ONE}` } });
    await upload('7891000100103;2\n');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.querySelector('.alert-box__message b')).toHaveTextContent('Falha'));
    judge('mensagem do servidor (caixa de alerta)', calls);
  });

  it('the lines of a missing-products file, echoed in its report', async () => {
    const calls = installXssCounter();
    const { upload } = await openShortageUpload();
    await upload(XSS_PAYLOADS.map((p) => p.replace(/[\r\n]/g, ' ')).join('\n'));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Linhas não utilizadas' }).textContent).toMatch(/__xss\(\)/));
    judge('linhas do arquivo de falta (relatório)', calls);
  });

  it('the sign-up lookup filling the store fields', async () => {
    const calls = installXssCounter();
    const payload = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length];
    db().faults.add({ method: 'GET', path: '/cadastro/getLojaInfo/:cnpj', status: 200, body: { razaoSocial: payload(0), nomeFantasia: payload(9), cep: '01310-100', bairro: payload(18), cidade: payload(30), estado: 'SP', logradouro: payload(57), numero: payload(60) } });
    const { user } = renderApp({ route: '/site/cadastro', user: null });
    await user.type(await screen.findByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Sobrenome'), 'Souza');
    await user.type(screen.getByLabelText('Cargo'), 'Compradora');
    await user.type(screen.getByLabelText('Telefone #1'), '11987654321');
    await user.type(screen.getByLabelText('E-mail'), 'ana@drogaria.com.br');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    const store = await screen.findByRole('group', { name: 'Loja 1' });
    await user.type(within(store).getByLabelText('CNPJ'), '45723174000110');
    await user.tab();
    await waitFor(() => expect(within(store).getByLabelText('Razão social')).toHaveValue(payload(0)));
    judge('consulta do cadastro (campos da loja)', calls);
  });

  it("the buyers' active alert whose stored addresses are javascript: and data:text/html", async () => {
    const calls = installXssCounter();
    alertStateOf(db()).aviso = {
      imagem: { nomeArquivo: ALL_IN_ONE, base64: '', urlArquivo: `javascript:__xss()` },
      imagemAux: { nomeArquivo: 'guia.pdf', base64: '', urlArquivo: 'data:text/html,<script>parent.__xss()</script>' },
      mostrarAviso: true,
      mostrarAvisoAux: true,
    };
    const view = renderApp({ route: '/cotacao' });
    // The alert has reached the page's state: the notice is not shown, since neither address is safe.
    await waitFor(() => expect(JSON.stringify(view.store.getState())).toContain('javascript:__xss()'));
    await screen.findByRole('button', { name: /EM ANDAMENTO/ });
    expect(view.container.querySelector('.home-alert')).toBeNull();
    judge('aviso ativo (endereços hostis)', calls);
  });

  it("the buyers' active alert with a real image and a hostile download address", async () => {
    const calls = installXssCounter();
    alertStateOf(db()).aviso = {
      imagem: { nomeArquivo: 'aviso.png', base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', urlArquivo: '/arquivos/aviso/aviso.png' },
      imagemAux: { nomeArquivo: ALL_IN_ONE, base64: '" onerror="__xss()', urlArquivo: '' },
      mostrarAviso: true,
      mostrarAvisoAux: true,
    };
    renderApp({ route: '/cotacao' });
    const notice = await screen.findByRole('complementary', { name: 'Aviso' });
    expect(within(notice).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(within(notice).queryByRole('link')).toBeNull();
    judge('aviso ativo (imagem e arquivo hostil)', calls);
  });
});
