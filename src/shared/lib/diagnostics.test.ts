import { ACTION_LIMIT, ACTION_PAYLOAD_LIMIT, ANSWER_LIMIT, clearDiagnostics, lastRoute, recentActions, recentAnswers, recordAction, recordAnswer, recordRoute } from './diagnostics';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAxIn0.c2lnbmF0dXJh';

describe('diagnostics for the support bundle (DECISIONS 16)', () => {
  beforeEach(clearDiagnostics);

  it(`keeps the last ${ACTION_LIMIT} actions, payloads scrubbed and cut`, () => {
    for (let i = 0; i < ACTION_LIMIT + 7; i += 1) recordAction({ type: `acao/${i}` });
    recordAction({ type: 'login/dados', payload: { password: 'segredo123', email: 'ana@exemplo.com.br', obs: `falar com bia@exemplo.com.br ${JWT}` } });
    recordAction({ type: 'grande', payload: { texto: 'x'.repeat(5_000) } });
    recordAction({ type: 'privada', payload: { nome: 'Ana Comprador' } }, false);

    const actions = recentActions();
    expect(actions).toHaveLength(ACTION_LIMIT);
    expect(actions[0].type).toBe('acao/10');
    const text = JSON.stringify(actions);
    for (const secret of ['segredo123', 'ana@exemplo.com.br', 'bia@exemplo.com.br', JWT, 'Ana Comprador']) expect(text).not.toContain(secret);
    expect(actions.find((a) => a.type === 'grande')!.payload!.length).toBeLessThanOrEqual(ACTION_PAYLOAD_LIMIT + 1);
    expect(actions.at(-1)).toEqual({ at: expect.any(String), type: 'privada' });
  });

  it(`keeps the last ${ANSWER_LIMIT} answers, scrubbed, with a note instead of a huge body`, () => {
    for (let i = 0; i < ANSWER_LIMIT + 3; i += 1) recordAnswer({ method: 'GET', path: `/item/${i}`, status: 200, text: '{}', body: {} });
    recordAnswer({ method: 'POST', path: `/login?token=${JWT}`, status: 200, text: '…', body: { jwttoken: JWT, email: 'ana@exemplo.com.br' }, request: { username: 'ana', password: 'segredo123' } });
    const huge = 'y'.repeat(200_000);
    recordAnswer({ method: 'GET', path: '/enorme', status: 200, text: huge, body: huge });

    const answers = recentAnswers();
    expect(answers).toHaveLength(ANSWER_LIMIT);
    expect(answers[0].path).toBe('/item/5');
    const text = JSON.stringify(answers);
    for (const secret of ['segredo123', 'ana@exemplo.com.br', JWT]) expect(text).not.toContain(secret);
    expect(answers.at(-2)).toMatchObject({ method: 'POST', path: '/login?token=[removido]', request: { username: 'ana', password: '[removido]' } });
    expect(answers.at(-1)!.body).toBe('[resposta de 200000 caracteres não guardada]');
  });

  it('notes the last screen outside the support page', () => {
    recordRoute('/cotacao?token=abc');
    recordRoute('/suporte');
    recordRoute('/suporte/reproducao');
    expect(lastRoute()).toBe('/cotacao?token=[removido]');
  });
});
