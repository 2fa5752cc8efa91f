import { http, HttpResponse } from 'msw';
import type { AvisoDto, PerguntaDto } from '../../src/api/avisoDto';
import { ROLE_ADMINISTRADOR } from '../auth/users';
import { activeAlert, alertRefusal, alertStateOf, questionnaireRefusal, storeAlert, storeQuestionnaire } from '../db/admin/alertSettings';
import { db } from '../db/core/current';
import type { DbUser } from '../db/core/types';
import { api, bodyOf, requireUser } from './context';

/** The signed-in administrator; 403 (thrown) for anyone else (the status the alerts page sends home on). */
export function requireAdmin(request: Request): DbUser {
  const user = requireUser(request);
  if (!user.authorities.includes(ROLE_ADMINISTRADOR)) throw HttpResponse.json({ mensagem: 'Acesso restrito a administradores.' }, { status: 403 });
  return user;
}

/** Alerts and questionnaires (spec 03 §7.5; the alerts base and /aviso/ativo are designed in docs/api.md). */
export const avisoHandlers = [
  http.get(api('/aviso/getAviso'), ({ request }) => {
    requireAdmin(request);
    return HttpResponse.json(alertStateOf(db()).aviso);
  }),
  http.post(api('/aviso/definirAviso'), async ({ request }) => {
    requireAdmin(request);
    const body = await bodyOf<AvisoDto>(request);
    const refusal = alertRefusal(body, alertStateOf(db()).aviso);
    if (refusal) return HttpResponse.json({ mensagem: refusal }, { status: 400 });
    return HttpResponse.json(storeAlert(db(), body));
  }),
  http.get(api('/aviso/ativo'), ({ request }) => {
    requireUser(request);
    return HttpResponse.json(activeAlert(db()) ?? {});
  }),
  http.post(api('/pergunta/criar'), async ({ request }) => {
    requireAdmin(request);
    const body = await bodyOf<PerguntaDto>(request);
    const refusal = questionnaireRefusal(body);
    if (refusal) return HttpResponse.json({ mensagem: refusal }, { status: 400 });
    return HttpResponse.json(storeQuestionnaire(db(), body as PerguntaDto), { status: 201 });
  }),
];
