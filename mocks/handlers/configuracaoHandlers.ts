import { http, HttpResponse } from 'msw';
import { db } from '../db/core/current';
import { api, requireUser } from './context';

export const configuracaoHandlers = [
  http.get<{ flag: string }>(api('/configuracao/tem/:flag'), ({ request, params }) => {
    requireUser(request);
    return HttpResponse.json(db().flags[params.flag] === true);
  }),
];
