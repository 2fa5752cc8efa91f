import { http, HttpResponse } from 'msw';
import type { LoginRequest, LoginResponse } from '../../src/api/dto';
import { signToken } from '../auth/jwt';
import { db } from '../db/core/current';
import { api } from './context';

export const loginHandlers = [
  http.post<never, LoginRequest>(api('/login'), async ({ request }) => {
    const body = (await request.json().catch(() => null)) as LoginRequest | null;
    const user = db().users.find((u) => u.username === body?.username?.trim() && u.password === body?.password);
    if (!user) return HttpResponse.json({ mensagem: 'Credenciais inválidas' }, { status: 401 });
    const jwttoken = signToken({ sub: user.sub, nome: user.nome, authorities: user.authorities.map((authority) => ({ authority })) });
    return HttpResponse.json<LoginResponse>({ jwttoken });
  }),
];
