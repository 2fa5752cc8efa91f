import { cnpj } from 'cpf-cnpj-validator';
import { http, HttpResponse } from 'msw';
import type { CadastroClienteDto } from '../../src/api/cadastroDto';
import { db } from '../db/core/current';
import { lojaInfo, missingSignupFields, signupsOf, storeSignup } from '../db/admin/signups';
import { api, bodyOf } from './context';

/**
 * The public sign-up (spec 01 §7 "Sign-up"): no session needed. The lookup answers the company's
 * data or empty fields; a sign-up is stored and listed for tests at GET /__mock/cadastros.
 */
export const cadastroHandlers = [
  http.get<{ cnpj: string }>(api('/cadastro/getLojaInfo/:cnpj'), ({ params }) => {
    if (!cnpj.isValid(params.cnpj)) return HttpResponse.json({ mensagem: 'CNPJ inválido.' }, { status: 400 });
    return HttpResponse.json(lojaInfo(params.cnpj));
  }),
  http.post(api('/cadastro/cliente'), async ({ request }) => {
    const body = await bodyOf<CadastroClienteDto>(request);
    const missing = missingSignupFields(body);
    if (missing.length > 0) return HttpResponse.json({ mensagem: `Campos obrigatórios: ${missing.join(', ')}.` }, { status: 400 });
    const invalid = body.clientes!.filter((store) => !cnpj.isValid(store.cnpj));
    if (invalid.length > 0) return HttpResponse.json({ mensagem: `CNPJ inválido: ${invalid.map((store) => store.cnpj).join(', ')}.` }, { status: 400 });
    storeSignup(db(), body as CadastroClienteDto);
    return HttpResponse.json({ sucesso: true });
  }),
  http.get(api('/__mock/cadastros'), () => HttpResponse.json(signupsOf(db()))),
];
