import { screen, waitFor } from '@testing-library/react';
import { alertStateOf } from '../../../mocks/db/admin/alertSettings';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d];

function fileOf(name: string, head: number[], size: number, type = ''): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

const imageInput = () => screen.getByLabelText('Imagem do alerta (PNG ou JPEG, de 1 KB a 1000 KB)');
const downloadInput = () => screen.getByLabelText('Arquivo para download (PNG, JPEG ou PDF, opcional)');
const alertSwitch = () => screen.getByRole('switch', { name: 'Mostrar alerta aos compradores' });
const fileSwitch = () => screen.getByRole('switch', { name: 'Permitir baixar o arquivo' });

async function openAsAdmin() {
  const view = renderApp({ route: '/configuracoes-alerta', user: 'admin' });
  await screen.findByRole('heading', { name: 'Configurar alertas', level: 2 });
  return view;
}

describe("'Configurar alertas' (spec 03 §2.7, §4.5, §5, §8)", () => {
  it('an administrator uploads an image, sees its preview, switches the alert on and saves it', async () => {
    const { user } = await openAsAdmin();
    await user.upload(imageInput(), fileOf('aviso.png', PNG_HEAD, 2048, 'image/png'));
    expect(await screen.findByRole('img', { name: 'Pré-visualização do alerta' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/));
    await user.click(alertSwitch());
    await user.upload(downloadInput(), fileOf('guia.pdf', PDF_HEAD, 4096, 'application/pdf'));
    await screen.findByText('guia.pdf');
    await user.click(fileSwitch());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alerta salvo com sucesso.')).toBeInTheDocument();
    const { aviso } = alertStateOf(db());
    expect(aviso).toMatchObject({ mostrarAviso: true, mostrarAvisoAux: true, imagem: { nomeArquivo: 'aviso.png', urlArquivo: '/arquivos/aviso/aviso.png' }, imagemAux: { nomeArquivo: 'guia.pdf' } });
  });

  it('the switches refuse to turn on without their file; removing the file turns its switch off', async () => {
    const { user } = await openAsAdmin();
    await user.click(alertSwitch());
    expect(await screen.findByText('É preciso subir uma imagem para configurar o alerta!')).toBeInTheDocument();
    expect(alertSwitch()).not.toBeChecked();
    await user.click(fileSwitch());
    expect(await screen.findByText('É preciso carregar uma imagem para ser baixada se você quiser manter essa opção ativa.')).toBeInTheDocument();
    expect(fileSwitch()).not.toBeChecked();

    await user.upload(imageInput(), fileOf('aviso.jpg', PNG_HEAD, 2048));
    await user.click(alertSwitch());
    expect(alertSwitch()).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remover aviso.jpg' }));
    expect(alertSwitch()).not.toBeChecked();
    expect(screen.getByText('É preciso subir uma imagem para configurar o alerta!')).toBeInTheDocument();
  });

  it('refuses a text file named .png and an image outside 1 KB to 1000 KB', async () => {
    const { user } = await openAsAdmin();
    await user.upload(imageInput(), new File(['só texto, não imagem'.repeat(100)], 'aviso.png', { type: 'image/png' }));
    expect(await screen.findByText('Por favor, carregue uma imagem com formato válido (PNG ou JPEG)')).toBeInTheDocument();
    await user.upload(imageInput(), fileOf('aviso.png', PNG_HEAD, 1023, 'image/png'));
    expect(await screen.findByText('Por favor, carregue uma imagem com tamanho dentro do esperado')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pré-visualização do alerta' })).toBeNull();
  });

  it('switching the alert off saves it deactivated', async () => {
    alertStateOf(db()).aviso = { imagem: { nomeArquivo: 'a.png', base64: 'iVBORw0KGgo=', urlArquivo: '/arquivos/aviso/a.png' }, imagemAux: null, mostrarAviso: true, mostrarAvisoAux: false };
    const { user } = await openAsAdmin();
    expect(alertSwitch()).toBeChecked();
    await user.click(alertSwitch());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Alerta salvo com sucesso.');
    expect(alertStateOf(db()).aviso.mostrarAviso).toBe(false);
  });

  it('a failed save says so', async () => {
    const { user } = await openAsAdmin();
    db().faults.add({ method: 'POST', path: '/aviso/definirAviso', status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não foi possível alterar o alerta.')).toBeInTheDocument();
  });

  it('the load: 403 sends home, a server error and any other failure say so', async () => {
    db().faults.add({ method: 'GET', path: '/aviso/getAviso', status: 403, times: 1 });
    const first = renderApp({ route: '/configuracoes-alerta', user: 'admin' });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/cotacao'));
    first.unmount();

    db().faults.add({ method: 'GET', path: '/aviso/getAviso', status: 500, times: 1 });
    const second = renderApp({ route: '/configuracoes-alerta', user: 'admin' });
    expect(await screen.findByText('Erro interno do servidor, por favor contate o administrador')).toBeInTheDocument();
    second.unmount();

    db().faults.add({ method: 'GET', path: '/aviso/getAviso', status: 404, times: 1 });
    renderApp({ route: '/configuracoes-alerta', user: 'admin' });
    expect(await screen.findByText('Erro ao capturar as informações')).toBeInTheDocument();
  });

  it('a buyer is sent home', async () => {
    const { router } = renderApp({ route: '/configuracoes-alerta', user: 'comprador' });
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cotacao');
  });
});
