import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { reportError, setErrorSink } from './errorReporting';
import { installSentry, scrubSentryEvent } from './sentryReporting';

describe('error reporting to Sentry (DECISIONS 6)', () => {
  afterEach(() => setErrorSink(null));

  it('sends reported failures to the configured DSN, scrubbed of tokens and personal data', async () => {
    const envelopes: string[] = [];
    server.use(
      http.post('https://o1.ingest.exemplo.com.br/api/42/envelope/', async ({ request }) => {
        envelopes.push(await request.text());
        return HttpResponse.json({});
      }),
    );
    await installSentry({ dsn: 'https://chavepublica@o1.ingest.exemplo.com.br/42', environment: 'production' });

    reportError(new Error('Falha ao salvar para ana@exemplo.com.br com Bearer eyJabc.def.ghi'), 'api:http', { path: '/cotacao?token=segredo', password: 'x' });

    await waitForEnvelope(envelopes);
    const sent = envelopes.join('\n');
    expect(sent).toContain('Falha ao salvar para [e-mail removido] com Bearer [token removido]');
    expect(sent).toContain('"environment":"production"');
    expect(sent).not.toContain('ana@exemplo.com.br');
    expect(sent).not.toContain('segredo');
    expect(sent).not.toContain('eyJabc');
  });

  it('drops request headers, cookies, query strings and the user from an event', () => {
    const event = scrubSentryEvent({ request: { url: 'https://app/x?token=abc', headers: { Authorization: 'Bearer x' }, cookies: { s: '1' }, query_string: 'token=abc' }, user: { email: 'a@b.com' }, message: 'cpf 123.456.789-09' });
    expect(event).toEqual({ request: { url: 'https://app/x?token=[removido]' }, message: 'cpf [cpf removido]' });
  });
});

async function waitForEnvelope(envelopes: string[]): Promise<void> {
  for (let i = 0; i < 100 && envelopes.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}
