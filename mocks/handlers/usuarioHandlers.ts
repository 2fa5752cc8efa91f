import { http, HttpResponse } from 'msw';
import type { DadosIntegracaoChave, DadosIntegracaoDto } from '../../src/api/resumoRespostaDto';
import { db } from '../db/core/current';
import { integrationCredentials, saveIntegrationCredentials } from '../db/summary/integrationCredentials';
import { api, intParam, requireQuotation, requireUser } from './context';

/** Integration credentials of a representative at a branch (spec 02 §7; the save path is ours, docs/api.md). */
export const usuarioHandlers = [
  http.get(api('/usuario/getDadosRepresentanteCliente'), ({ request }) => {
    const user = requireUser(request);
    const url = new URL(request.url);
    const quotation = requireQuotation(user, intParam(url, 'idCotacao', 0));
    const idCliente = intParam(url, 'idCliente', 0);
    if (!quotation.filiais.includes(idCliente)) return HttpResponse.json({ mensagem: 'Filial não encontrada.' }, { status: 404 });
    return HttpResponse.json(integrationCredentials(db(), intParam(url, 'idRepresentante', 0), idCliente));
  }),

  http.put(api('/usuario/dadosRepresentanteCliente'), async ({ request }) => {
    const user = requireUser(request);
    const body = (await request.json().catch(() => ({}))) as Partial<DadosIntegracaoChave & DadosIntegracaoDto>;
    const quotation = requireQuotation(user, body.idCotacao);
    if (!body.idCliente || !quotation.filiais.includes(body.idCliente) || !body.idRepresentante || !body.usuarioLogin?.trim()) {
      return HttpResponse.json({ mensagem: 'Dados inválidos.' }, { status: 400 });
    }
    const { usuarioLogin, codUsuario = '', usuarioNome = '', senha = '', codAux = '' } = body;
    saveIntegrationCredentials(db(), body.idRepresentante, body.idCliente, { usuarioLogin: usuarioLogin.trim(), codUsuario, usuarioNome, senha, codAux });
    return HttpResponse.json({ sucesso: true });
  }),
];
