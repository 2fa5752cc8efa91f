import { DEFAULT_MANUAL_FILTER } from '../../domain/manualOrderFilter';
import { manualOrderPath, readAddress, sameAddress, writeAddress } from './manualOrderAddress';

describe('manual order address (DECISIONS 2)', () => {
  it('writes only what differs from the defaults; the page is one-based', () => {
    expect(writeAddress({ filter: DEFAULT_MANUAL_FILTER, page: 0, size: 10 })).toBe('');
    expect(manualOrderPath(7, { filter: { ...DEFAULT_MANUAL_FILTER, busca: 'dipirona', respostaComOportunidade: true }, page: 2, size: 20 })).toBe(
      '/pedido-manual/7?busca=dipirona&respostaComOportunidade=true&pagePedidosManuais=3&filiaisPorPagina=20',
    );
  });

  it('reads back what it wrote, and falls back to the defaults for anything malformed', () => {
    const address = { filter: { ...DEFAULT_MANUAL_FILTER, cnpj: '12.345.678/0001-90', cnpjFornecedor: '98.765.432/0001-10', semRespostaSelecionada: true }, page: 4, size: 50 };
    expect(sameAddress(readAddress(new URLSearchParams(writeAddress(address))), address)).toBe(true);
    expect(readAddress(new URLSearchParams('pagePedidosManuais=abc&filiaisPorPagina=7&busca=%2520x'))).toEqual({ filter: { ...DEFAULT_MANUAL_FILTER, busca: 'x' }, page: 0, size: 10 });
  });
});
