import { parseRuntimeConfig } from './runtimeConfig';

const valid = {
  apiBaseUrl: 'https://api.compras.exemplo.com.br/api',
  documentStore: { url: 'https://docs.exemplo.com.br', database: 'users' },
  allowedParentOrigins: ['https://portal.exemplo.com.br'],
};

describe('runtime configuration (DECISIONS 4)', () => {
  it('accepts a valid file and defaults the environment to development', () => {
    const result = parseRuntimeConfig(valid);
    expect(result).toEqual({ ok: true, config: expect.objectContaining({ environment: 'development', apiBaseUrl: valid.apiBaseUrl }) });
  });

  it('names each wrong field and what is wrong with it', () => {
    const result = parseRuntimeConfig({ ...valid, environment: 'homologacao', apiBaseUrl: 'ftp://x', allowedParentOrigins: ['*'], errorReportingDsn: 'não é url' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { field: 'environment', message: 'deve ser "production" ou "development"' },
        { field: 'apiBaseUrl', message: 'deve ser um endereço http(s) ou um caminho começando com /' },
        { field: 'allowedParentOrigins[0]', message: 'cada item deve ser uma origem como https://portal.exemplo.com.br' },
        { field: 'errorReportingDsn', message: 'deve ser um endereço válido' },
      ]),
    );
  });

  it('requires the API address and the document store', () => {
    const result = parseRuntimeConfig({ environment: 'production' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toEqual(expect.arrayContaining(['apiBaseUrl', 'documentStore']));
  });

  it('rejects unknown fields and anything that is not an object', () => {
    expect(parseRuntimeConfig({ ...valid, apiBase: '/api' })).toMatchObject({ ok: false, problems: [{ field: 'config.json', message: 'campo desconhecido: apiBase' }] });
    expect(parseRuntimeConfig('texto')).toMatchObject({ ok: false, problems: [{ field: 'config.json' }] });
  });
});
