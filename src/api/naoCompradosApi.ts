import type { Page, ResultadoDto } from './dto';
import { http } from './http';
import type { FilialNaoCompradoDto, FiltroNaoCompradosDto, FornecedorNaoCompradoDto, ProdutoNaoCompradoDto, TipoExportacaoNaoComprados } from './naoCompradosDto';

/** Products not bought of a quotation (docs/api.md "Products not bought"; the spec does not show the paths). */
const base = (idCotacao: number) => `/revisaoEnvio/${idCotacao}/naoComprados`;

/** GET /revisaoEnvio/{id}/naoComprados/fornecedores: the suppliers taking part, by name. */
export function getFornecedoresNaoComprados(idCotacao: number, signal?: AbortSignal): Promise<FornecedorNaoCompradoDto[]> {
  return http(`${base(idCotacao)}/fornecedores`, { signal });
}

/** GET /revisaoEnvio/{id}/naoComprados/filiais: the quotation's branches, by name. */
export function getFiliaisNaoComprados(idCotacao: number, signal?: AbortSignal): Promise<FilialNaoCompradoDto[]> {
  return http(`${base(idCotacao)}/filiais`, { signal });
}

/** POST /revisaoEnvio/{id}/naoComprados?page&size, body the filter: one page of the products not bought. */
export function getProdutosNaoComprados(idCotacao: number, filter: FiltroNaoCompradosDto, paging: { page: number; size: number }, signal?: AbortSignal): Promise<Page<ProdutoNaoCompradoDto>> {
  return http(base(idCotacao), { method: 'POST', json: filter, query: paging, signal });
}

/** POST /revisaoEnvio/{id}/naoComprados/exportar?tipo=xlsx|txt, body the filter: {sucesso, mensagem: the download link}. */
export function exportarNaoComprados(idCotacao: number, filter: FiltroNaoCompradosDto, tipo: TipoExportacaoNaoComprados, signal?: AbortSignal): Promise<ResultadoDto> {
  return http(`${base(idCotacao)}/exportar`, { method: 'POST', json: filter, query: { tipo }, signal });
}

/** POST /revisaoEnvio/{id}/naoComprados/arquivoCotacao, body the filter: {sucesso, mensagem: the link to the `EAN;quantidade` file}. */
export function gerarArquivoCotacaoNaoComprados(idCotacao: number, filter: FiltroNaoCompradosDto, signal?: AbortSignal): Promise<ResultadoDto> {
  return http(`${base(idCotacao)}/arquivoCotacao`, { method: 'POST', json: filter, signal });
}
