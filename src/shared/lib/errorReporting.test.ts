import { JOURNAL_LIMIT, readJournal, reportError, setErrorSink } from './errorReporting';
import { scrub, scrubText } from './scrub';

describe('failure journal for support (DECISIONS 6, 16)', () => {
  afterEach(() => setErrorSink(null));

  it('removes tokens, passwords and personal data before storing', () => {
    expect(scrubText('GET /x?token=abc123&page=1 por ana@ex.com.br CPF 123.456.789-09')).toBe('GET /x?token=[removido]&page=1 por [e-mail removido] CPF [cpf removido]');
    expect(scrub({ password: 'segredo', nested: { senha: '123', cnpj: '11.222.333/0001-81' } })).toEqual({
      password: '[removido]',
      nested: { senha: '[removido]', cnpj: '[removido]' },
    });
  });

  it('removes numeric and alphanumeric CNPJs from free text, with or without their marks', () => {
    const text = 'Filial 11.222.333/0001-81, 11222333000181, 12.ABC.345/01DE-35 e 12ABC34501DE35 recusadas';
    expect(scrubText(text)).toBe('Filial [cnpj removido], [cnpj removido], [cnpj removido] e [cnpj removido] recusadas');
    expect(scrubText('Pedido PD100001 do produto P000118, EAN 7896112191537')).toBe('Pedido PD100001 do produto P000118, EAN 7896112191537');
  });

  it(`keeps only the last ${JOURNAL_LIMIT} failures`, () => {
    for (let i = 0; i < JOURNAL_LIMIT + 5; i += 1) reportError(new Error(`falha ${i}`));
    const journal = readJournal();
    expect(journal).toHaveLength(JOURNAL_LIMIT);
    expect(journal[0].message).toBe('falha 5');
  });

  it('hands the scrubbed record to an installed sink, and survives a broken one', () => {
    const sink = jest.fn(() => {
      throw new Error('sink quebrado');
    });
    setErrorSink(sink);
    const record = reportError(new Error('Bearer abc.def'), 'teste', { token: 'x' });
    expect(sink).toHaveBeenCalledWith(expect.any(Error), record);
    expect(record).toMatchObject({ message: 'Bearer [removido]', context: { token: '[removido]' } });
  });
});
