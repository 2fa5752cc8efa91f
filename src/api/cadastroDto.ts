/** Public sign-up (spec 01 §3 "Sign-up payload", §7 "Sign-up"). */

/** A store's address as the lookup gives it (estado: the unit's abbreviation). */
export interface EnderecoLojaDto {
  cep: string;
  bairro: string;
  cidade: string;
  estado: string;
  logradouro: string;
  numero: string;
}

/** What GET /cadastro/getLojaInfo/{cnpj} answers; razaoSocial empty when the CNPJ is not known. */
export interface LojaInfoDto extends EnderecoLojaDto {
  razaoSocial: string;
  nomeFantasia?: string;
}

/** One store of the sign-up; `rede` is the network's name, empty when the store belongs to none. */
export interface CadastroLojaDto extends EnderecoLojaDto {
  cnpj: string;
  rede: string;
  razaoSocial: string;
  nomeFantasia: string;
  complemento: string;
}

export type SegmentoCadastro = 'FARMA' | 'ALIMENTAR' | 'HOSPITALAR';

/** POST /cadastro/cliente; `segmento` is ours (the spec's payload does not name where the segment goes). */
export interface CadastroClienteDto {
  pais: string;
  nome: string;
  cargo: string;
  telefone1: string;
  telefone2: string;
  email: string;
  segmento: SegmentoCadastro;
  clientes: CadastroLojaDto[];
}

export interface CadastroClienteRespostaDto {
  sucesso: boolean;
}
