import fc from 'fast-check';
import { parseRuntimeConfig, plainlyValidConfig } from './runtimeConfig';
import { validateRuntimeConfig } from './runtimeConfigSchema';

const valid = {
  apiBaseUrl: 'https://api.compras.exemplo.com.br/api',
  documentStore: { url: 'https://docs.exemplo.com.br', database: 'users' },
  allowedParentOrigins: ['https://portal.exemplo.com.br'],
};

describe('runtime configuration (DECISIONS 4)', () => {
  it('accepts a valid file and defaults the environment to development', async () => {
    const result = await parseRuntimeConfig(valid);
    expect(result).toEqual({ ok: true, config: expect.objectContaining({ environment: 'development', apiBaseUrl: valid.apiBaseUrl }) });
  });

  it('names each wrong field and what is wrong with it', async () => {
    const result = await parseRuntimeConfig({ ...valid, environment: 'homologacao', apiBaseUrl: 'ftp://x', allowedParentOrigins: ['*'], errorReportingDsn: 'não é url' });
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

  it('requires the API address and the document store', async () => {
    const result = await parseRuntimeConfig({ environment: 'production' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toEqual(expect.arrayContaining(['apiBaseUrl', 'documentStore']));
  });

  it('rejects unknown fields and anything that is not an object', async () => {
    expect(await parseRuntimeConfig({ ...valid, apiBase: '/api' })).toMatchObject({ ok: false, problems: [{ field: 'config.json', message: 'campo desconhecido: apiBase' }] });
    expect(await parseRuntimeConfig('texto')).toMatchObject({ ok: false, problems: [{ field: 'config.json' }] });
  });

  it('accepts a plainly valid file without the full rules, with the result the full rules give', async () => {
    const withDsn = { ...valid, environment: 'production', errorReportingDsn: 'https://abc123@o1.ingest.sentry.io/42', chatWidgetScript: '/chat-widget-demo.js' };
    expect(plainlyValidConfig(withDsn)).toEqual((validateRuntimeConfig(withDsn) as { config: unknown }).config);
    expect(await parseRuntimeConfig(withDsn)).toEqual(validateRuntimeConfig(withDsn));
  });

  it('never accepts plainly what the full rules refuse, nor gives another result (generated files)', () => {
    const pick = <T,>(...values: T[]) => fc.constantFrom(...values);
    // Mostly valid values, so both verdicts of the plain check are exercised.
    const mostly = <T, U>(valid: T[], invalid: U[]) => fc.oneof({ arbitrary: pick(...valid), weight: 6 }, { arbitrary: pick(...invalid), weight: 1 });
    const address = mostly(['/api', 'https://api.exemplo.com.br/api', 'http://127.0.0.1:8081'], ['ftp://x', 'api', '', ' /api', 42]);
    const file = fc.record(
      {
        environment: mostly(['production', 'development'], ['homologacao', '', null]),
        apiBaseUrl: address,
        documentStore: fc.oneof(
          { arbitrary: fc.record({ url: address, database: mostly(['users', 'a_b$c', 'docs-1'], ['Users', '1db', '']) }, { requiredKeys: ['url'] }), weight: 8 },
          { arbitrary: pick<unknown>(null, 'x', []), weight: 1 },
        ),
        allowedParentOrigins: fc.oneof(fc.array(mostly(['https://portal.exemplo.com.br', 'http://localhost:8181'], ['*', 'https://x.com/path', 7]), { maxLength: 3 }), pick('x', null)),
        errorReportingDsn: mostly(['https://abc@o1.ingest.sentry.io/42', 'https://abc@host.io/1'], ['não é url', 'https://x.com', '']),
        chatWidgetScript: address,
        extra: pick('x'),
      },
      { requiredKeys: [] },
    );
    // An unknown field in one file out of ten.
    const files = fc.tuple(file, fc.nat(9)).map(([{ extra, ...known }, draw]) => (draw === 0 && extra !== undefined ? { ...known, extra } : known));
    let acceptedPlainly = 0;
    fc.assert(
      fc.property(files, (raw) => {
        const plain = plainlyValidConfig(raw);
        if (plain === null) return;
        acceptedPlainly += 1;
        expect(validateRuntimeConfig(raw)).toEqual({ ok: true, config: plain });
      }),
      { numRuns: 3000 },
    );
    expect(acceptedPlainly).toBeGreaterThan(20);
  });
});
