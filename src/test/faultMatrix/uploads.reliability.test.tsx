import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../renderWithProviders';
import { describeMatrix, landed, type Flow } from './faultMatrix';

const fileInput = () => screen.getByLabelText(/Arquivo de falta \(TXT ou CSV/);

interface UploadContext {
  id: number;
  file: File;
}

const upload: Flow<UploadContext> = {
  id: 'uploads',
  label: 'envio do arquivo de falta',
  method: 'POST',
  path: '/cotacaoCadastro/:id/arquivoFalta',
  safe: false,
  emptyIs: 'failure',
  open: async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO' && q.itens.length >= 2)!;
    const product = db().data.products.find((p) => !quotation.itens.some((i) => i.idProduto === p.id))!;
    const view = renderApp({ route: `/cotacao/criar/${quotation.id}` });
    await view.user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('2. adicionar produtos'));
    await view.user.click(within(screen.getByRole('group', { name: 'Modo de compra do arquivo' })).getByRole('radio', { name: 'Compra por produto específico' }));
    await waitFor(() => expect(db().quotationById.get(quotation.id)!.arquivosDeFalta).toBe('PRODUTO_ESPECIFICO'));
    return { view, id: quotation.id, file: new File([`${product.ean};5\n`], 'faltas.txt', { type: 'text/plain' }) };
  },
  trigger: async ({ view, file }) => view.user.upload(fileInput(), file),
  afterLogin: async ({ view, file }) => view.user.upload(fileInput(), file),
  landmark: () => screen.queryByRole('group', { name: 'Modo de compra do arquivo' }),
  succeeded: async () => {
    await waitFor(() => expect(landed()).toBeGreaterThan(0));
    expect(await screen.findByText(/^Arquivo faltas\.txt: 1 linha importada/)).toBeInTheDocument();
  },
  failureText: async () => (await screen.findByRole('alert')).textContent ?? '',
};

describeMatrix([upload]);
