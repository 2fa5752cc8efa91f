import type { CadastroClienteDto, LojaInfoDto } from '../../../src/api/cadastroDto';
import type { MockDb } from '../core/database';

/**
 * The public sign-up's backend (spec 01 §7 "Sign-up"): the companies the CNPJ lookup knows (a fixed
 * set, numeric and alphanumeric CNPJs with their check digits) and the sign-ups received, kept per
 * database so a reset (POST /__mock/reset) forgets them.
 */
type Company = Required<LojaInfoDto> & { cnpj: string };

export const KNOWN_COMPANIES: readonly Company[] = [
  { cnpj: '45.723.174/0001-10', razaoSocial: 'Drogaria Bom Preço Comércio de Medicamentos Ltda', nomeFantasia: 'Drogaria Bom Preço', cep: '01310-100', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP', logradouro: 'Avenida Paulista', numero: '1578' },
  { cnpj: '08.334.621/0001-13', razaoSocial: 'Farmácia Vida e Saúde Ltda', nomeFantasia: 'Farmácia Vida e Saúde', cep: '20040-020', bairro: 'Centro', cidade: 'Rio de Janeiro', estado: 'RJ', logradouro: 'Avenida Rio Branco', numero: '156' },
  { cnpj: '17.281.106/0001-03', razaoSocial: 'Supermercados Serra Verde S.A.', nomeFantasia: 'Serra Verde Supermercados', cep: '30130-005', bairro: 'Centro', cidade: 'Belo Horizonte', estado: 'MG', logradouro: 'Avenida Afonso Pena', numero: '1500' },
  { cnpj: '92.685.833/0001-51', razaoSocial: 'Hospital Santa Clara de Porto Alegre Ltda', nomeFantasia: 'Hospital Santa Clara', cep: '90035-903', bairro: 'Santa Cecília', cidade: 'Porto Alegre', estado: 'RS', logradouro: 'Rua Ramiro Barcelos', numero: '2350' },
  { cnpj: '3R.C7K.2PX/0001-06', razaoSocial: 'Drogarias Nordeste Comércio Farmacêutico Ltda', nomeFantasia: 'Drogarias Nordeste', cep: '50030-230', bairro: 'Recife', cidade: 'Recife', estado: 'PE', logradouro: 'Avenida Marquês de Olinda', numero: '200' },
  { cnpj: 'A1.B2C.3D4/0001-93', razaoSocial: 'Cerrado Alimentos e Distribuição Ltda', nomeFantasia: 'Mercado Cerrado', cep: '70300-500', bairro: 'Asa Sul', cidade: 'Brasília', estado: 'DF', logradouro: 'SCS Quadra 2 Bloco C', numero: '22' },
  { cnpj: 'NE.04A.7Q1/0002-19', razaoSocial: 'Clínica Hospitalar Amazônia S.A.', nomeFantasia: 'Clínica Amazônia', cep: '69005-070', bairro: 'Centro', cidade: 'Manaus', estado: 'AM', logradouro: 'Avenida Eduardo Ribeiro', numero: '520' },
];

/** Valid CNPJs (check digits right) that the lookup does not know: the buyer types the store by hand. */
export const UNKNOWN_CNPJS: readonly string[] = ['76.543.210/0001-98', '4X.Z9B.RT2/0001-01'];

const keyOf = (cnpj: string): string => cnpj.toUpperCase().replace(/[^0-9A-Z]/g, '');
const byKey = new Map(KNOWN_COMPANIES.map((company) => [keyOf(company.cnpj), company]));

const NOT_FOUND: LojaInfoDto = { razaoSocial: '', nomeFantasia: '', cep: '', bairro: '', cidade: '', estado: '', logradouro: '', numero: '' };

/** The lookup's answer: the company's data, or empty fields (the spec's "legal name comes back empty"). */
export function lojaInfo(cnpj: string): LojaInfoDto {
  const company = byKey.get(keyOf(cnpj));
  if (!company) return NOT_FOUND;
  const { cnpj: _cnpj, ...info } = company;
  return info;
}

export interface StoredSignup extends CadastroClienteDto {
  id: number;
  recebidoEm: string;
}

export function signupsOf(db: MockDb): StoredSignup[] {
  return db.signups;
}

export function storeSignup(db: MockDb, body: CadastroClienteDto): StoredSignup {
  const list = signupsOf(db);
  const stored = { ...body, id: list.length + 1, recebidoEm: db.now().toISOString() };
  list.push(stored);
  return stored;
}

const TEXT_FIELDS = ['pais', 'nome', 'cargo', 'telefone1', 'email', 'segmento'] as const;
const STORE_FIELDS = ['cnpj', 'razaoSocial', 'nomeFantasia', 'cep', 'bairro', 'cidade', 'estado', 'logradouro', 'numero'] as const;

/** What a sign-up misses, named field by field (empty when it can be stored). */
export function missingSignupFields(body: Partial<CadastroClienteDto>): string[] {
  const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';
  const missing: string[] = TEXT_FIELDS.filter((field) => blank(body[field]));
  const stores = Array.isArray(body.clientes) ? body.clientes : [];
  if (stores.length === 0) missing.push('clientes');
  stores.forEach((store, index) => STORE_FIELDS.forEach((field) => blank(store?.[field]) && missing.push(`clientes[${index}].${field}`)));
  return missing;
}
