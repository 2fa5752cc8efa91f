import type { CadastroClienteDto, CadastroLojaDto, SegmentoCadastro } from '../../api/cadastroDto';
import type { PhoneType } from './signupRules';

/** The sign-up form's values (both steps in one form, so going back keeps everything typed). */
export interface PhoneValues {
  tipo: PhoneType;
  numero: string;
}

/** Fields the CNPJ lookup fills and then locks (spec 01 §2.4). */
export const LOOKUP_FIELDS = ['razaoSocial', 'cep', 'bairro', 'cidade', 'estado', 'logradouro', 'numero'] as const;
export type LookupField = (typeof LOOKUP_FIELDS)[number];

export interface StoreValues extends Omit<CadastroLojaDto, 'rede'> {
  /** Identifies the store while it is edited (its lookup, its React key); never sent. */
  chave: string;
  pertenceRede: '' | 'sim' | 'nao';
  rede: string;
  /** The fields the lookup of `cnpjConsultado` filled: they stay locked while the CNPJ is that one. */
  preenchidos: LookupField[];
  cnpjConsultado: string;
}

export interface SignupValues {
  pais: string;
  nome: string;
  sobrenome: string;
  cargo: string;
  telefone1: PhoneValues;
  /** null until 'Adicionar telefone'. */
  telefone2: PhoneValues | null;
  email: string;
  lojas: StoreValues[];
  segmento: '' | SegmentoCadastro;
}

export const COUNTRY = 'Brasil';

export const SEGMENTS: readonly { value: SegmentoCadastro; label: string }[] = [
  { value: 'FARMA', label: 'Farma' },
  { value: 'ALIMENTAR', label: 'Alimentar' },
  { value: 'HOSPITALAR', label: 'Hospitalar' },
];

export const emptyPhone = (): PhoneValues => ({ tipo: 'celular', numero: '' });

export function emptyStore(chave: string): StoreValues {
  return {
    chave,
    cnpj: '',
    pertenceRede: 'nao',
    rede: '',
    razaoSocial: '',
    nomeFantasia: '',
    cep: '',
    bairro: '',
    cidade: '',
    estado: '',
    logradouro: '',
    numero: '',
    complemento: '',
    preenchidos: [],
    cnpjConsultado: '',
  };
}

/** A key no store of the form has yet. */
export const nextStoreKey = (stores: readonly StoreValues[]): string => `loja-${Math.max(0, ...stores.map((s) => Number(s.chave.slice(5)) || 0)) + 1}`;

export const initialSignupValues = (): SignupValues => ({
  pais: COUNTRY,
  nome: '',
  sobrenome: '',
  cargo: '',
  telefone1: emptyPhone(),
  telefone2: null,
  email: '',
  lojas: [emptyStore('loja-1')],
  segmento: '',
});

const trimmed = (value: string): string => value.trim();

/** What POST /cadastro/cliente receives (spec 01 §3 "Sign-up payload"). */
export function toSignupPayload(values: SignupValues): CadastroClienteDto {
  return {
    pais: values.pais,
    nome: `${trimmed(values.nome)} ${trimmed(values.sobrenome)}`,
    cargo: trimmed(values.cargo),
    telefone1: values.telefone1.numero,
    telefone2: values.telefone2?.numero ?? '',
    email: trimmed(values.email),
    segmento: values.segmento as SegmentoCadastro,
    clientes: values.lojas.map((store) => ({
      cnpj: store.cnpj.toUpperCase(),
      rede: store.pertenceRede === 'sim' ? trimmed(store.rede) : '',
      razaoSocial: trimmed(store.razaoSocial),
      nomeFantasia: trimmed(store.nomeFantasia),
      cep: store.cep,
      bairro: trimmed(store.bairro),
      cidade: trimmed(store.cidade),
      estado: store.estado,
      logradouro: trimmed(store.logradouro),
      numero: trimmed(store.numero),
      complemento: trimmed(store.complemento),
    })),
  };
}

/** Whether a store's field is locked: the lookup of the CNPJ now typed filled it. */
export const lockedField = (store: StoreValues, field: LookupField): boolean =>
  store.cnpjConsultado !== '' && store.cnpjConsultado === store.cnpj.toUpperCase() && store.preenchidos.includes(field);
