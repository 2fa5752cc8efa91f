import { act, screen, waitFor } from '@testing-library/react';
import { alertStateOf } from '../../../mocks/db/admin/alertSettings';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';
import { activeAlertLoaded } from './quotationHomeSlice';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUg==';
const PDF_BASE64 = 'JVBERi0xLjQK';

function configure(mostrarAviso: boolean, mostrarAvisoAux: boolean) {
  alertStateOf(db()).aviso = {
    imagem: { nomeArquivo: 'aviso.png', base64: PNG_BASE64, urlArquivo: '/arquivos/aviso/aviso.png' },
    imagemAux: { nomeArquivo: 'guia.pdf', base64: PDF_BASE64, urlArquivo: '/arquivos/aviso/guia.pdf' },
    mostrarAviso,
    mostrarAvisoAux,
  };
}

describe("the administrators' active alert on the buyer's home (issue 15 item 5, designed)", () => {
  it('shows the image and the download link; closing it keeps it closed on the next visit', async () => {
    configure(true, true);
    const { user, router } = renderApp({ route: '/cotacao' });
    expect(await screen.findByRole('img', { name: 'Aviso aos compradores' })).toHaveAttribute('src', `data:image/png;base64,${PNG_BASE64}`);
    expect(screen.getByRole('link', { name: 'Baixar arquivo' })).toHaveAttribute('href', `data:application/pdf;base64,${PDF_BASE64}`);
    expect(screen.getByRole('link', { name: 'Baixar arquivo' })).toHaveAttribute('download', 'guia.pdf');
    await user.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('complementary', { name: 'Aviso' })).toBeNull();

    await act(() => router.navigate('/cotacao/filter'));
    await screen.findByRole('heading', { name: 'Consultar cotações' });
    await act(() => router.navigate('/cotacao'));
    await screen.findByRole('heading', { name: 'Início' });
    expect(screen.queryByRole('complementary', { name: 'Aviso' })).toBeNull();
  });

  it('without the download switch shows no link', async () => {
    configure(true, false);
    renderApp({ route: '/cotacao' });
    await screen.findByRole('img', { name: 'Aviso aos compradores' });
    expect(screen.queryByRole('link', { name: 'Baixar arquivo' })).toBeNull();
  });

  it('a deactivated alert shows nothing', async () => {
    configure(false, true);
    const { dispatched } = renderApp({ route: '/cotacao' });
    await screen.findByRole('heading', { name: 'Início' });
    await waitFor(() => expect(dispatched(activeAlertLoaded)).toEqual([null]));
    expect(screen.queryByRole('complementary', { name: 'Aviso' })).toBeNull();
  });
});
