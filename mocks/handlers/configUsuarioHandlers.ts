import { http, HttpResponse } from 'msw';
import type { ResultadoDto } from '../../src/api/dto';
import type { AjusteQuantidadeDto, ConfiguracaoUsuarioBody, ConfiguracaoUsuarioDto } from '../../src/api/pedidoConfiguracaoDto';
import { db } from '../db/core/current';
import { isKnownConfig, quantityAdjustmentOf, setQuantityAdjustment, setUserConfig, userConfigOf, userIdOf } from '../db/admin/userConfig';
import type { DbUser } from '../db/core/types';
import { api, bodyOf, requireQuotation, requireUser } from './context';
import { DOCUMENT_KEYS, documentConflict, documentVersion, documentWritten } from './documentVersions';

const refused = (mensagem: string, status: number) => HttpResponse.json<ResultadoDto>({ sucesso: false, mensagem }, { status });

/** A quotation's quantity adjustment with its version. */
const adjustmentOf = (idCotacao: number): AjusteQuantidadeDto => ({ ajustaQuantidade: quantityAdjustmentOf(db(), idCotacao), versao: documentVersion(DOCUMENT_KEYS.adjustment(idCotacao)) });

/** The user's preferences with the document's version (docs/api.md "Versioned writes"). */
function versionedConfig(user: DbUser): ConfiguracaoUsuarioDto {
  const config = userConfigOf(db(), user);
  return { ...config, versao: documentVersion(DOCUMENT_KEYS.preferences(config.idUsuario)) };
}

/**
 * Switches one setting of the signed-in user: only their own (403 otherwise), only a known setting
 * (400); `?versao=` read at another version of the user's preferences: 409 with them as they are.
 */
async function switchConfig(request: Request, checked: boolean) {
  const user: DbUser = requireUser(request);
  const { idUsuario, idConfig } = await bodyOf<ConfiguracaoUsuarioBody>(request);
  if (idUsuario !== userIdOf(user)) return refused('Usuário inválido para esta configuração.', 403);
  if (!isKnownConfig(idConfig)) return refused('Configuração inexistente.', 400);
  const conflict = documentConflict(request, DOCUMENT_KEYS.preferences(idUsuario), () => [versionedConfig(user)]);
  if (conflict) return conflict;
  setUserConfig(db(), idUsuario, idConfig, checked);
  return HttpResponse.json<ResultadoDto & { versao: number }>({ sucesso: true, versao: documentWritten(DOCUMENT_KEYS.preferences(idUsuario)) });
}

/** The order preferences (spec 03 §3.4, §7.4; docs/api.md "Order preferences"), per user, over mocks/db/admin/userConfig.ts. */
export const configUsuarioHandlers = [
  http.get(api('/pedido/buscarConfigUsuario'), ({ request }) => HttpResponse.json<ConfiguracaoUsuarioDto>(versionedConfig(requireUser(request)))),
  http.post(api('/pedido/salvarConfiguracaoUsuario'), ({ request }) => switchConfig(request, true)),
  http.post(api('/pedido/excluirConfiguracaoUsuario'), ({ request }) => switchConfig(request, false)),
  http.get<{ id: string }>(api('/pedido/ajusteQuantidadeCotacao/:id'), ({ request, params }) => HttpResponse.json<AjusteQuantidadeDto>(adjustmentOf(requireQuotation(requireUser(request), params.id).id))),
  // ?versao: the version the switch was read at; another one: 409 with the adjustment as it is (docs/api.md "Versioned writes").
  http.post<{ id: string }>(api('/pedido/ajusteQuantidadeCotacao/:id'), async ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const { ajustaQuantidade } = await bodyOf<AjusteQuantidadeDto>(request);
    if (typeof ajustaQuantidade !== 'boolean') return refused('ajustaQuantidade deve ser verdadeiro ou falso.', 400);
    const conflict = documentConflict(request, DOCUMENT_KEYS.adjustment(quotation.id), () => [adjustmentOf(quotation.id)]);
    if (conflict) return conflict;
    setQuantityAdjustment(db(), quotation.id, ajustaQuantidade);
    return HttpResponse.json<ResultadoDto & { versao: number }>({ sucesso: true, versao: documentWritten(DOCUMENT_KEYS.adjustment(quotation.id)) });
  }),
];
