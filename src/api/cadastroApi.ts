import type { CadastroClienteDto, CadastroClienteRespostaDto, LojaInfoDto } from './cadastroDto';
import { http } from './http';

/** The public sign-up's resource (spec 01 §7 "Sign-up"): no session, so no token is sent. */
export const getLojaInfo = (cnpj: string, signal?: AbortSignal): Promise<LojaInfoDto> =>
  http<LojaInfoDto>(`/cadastro/getLojaInfo/${encodeURIComponent(cnpj)}`, { auth: false, signal });

export const postCadastroCliente = (body: CadastroClienteDto, signal?: AbortSignal): Promise<CadastroClienteRespostaDto> =>
  http<CadastroClienteRespostaDto>('/cadastro/cliente', { method: 'POST', json: body, auth: false, signal });
