import { KNOWN_COMPANIES, UNKNOWN_CNPJS } from '../../../mocks/db/admin/signups';
import { emptyStore } from './signupForm';
import { storeAfterLookup } from './signupLookup';
import { contactSchema, storesSchema } from './signupSchema';
import { cnpjKey, cnpjValid, formatPhone, phoneComplete, phoneInvalidMessage, phoneLengthOk } from './signupRules';

/** Spec 01 §5 "Sign-up", §9: the phone and CNPJ rules, both CNPJ formats. */
describe('sign-up phone rule', () => {
  it('accepts 14 or 15 characters and nothing else, each type with its own mask\'s length', () => {
    expect(phoneLengthOk('(11) 3456-7890')).toBe(true);
    expect(phoneLengthOk('(11) 98765-4321')).toBe(true);
    for (const bad of ['', '(11) 3456-789', '(11) 98765-43210', '11987654321']) expect(phoneLengthOk(bad)).toBe(false);
    expect(phoneComplete('(11) 3456-7890', 'comercial')).toBe(true);
    expect(phoneComplete('(11) 98765-4321', 'celular')).toBe(true);
    expect(phoneComplete('(11) 34567-890', 'celular')).toBe(false);
    expect(phoneInvalidMessage(1)).toBe('Telefone #1 inválido');
    expect(phoneInvalidMessage(2)).toBe('Telefone #2 inválido');
  });

  it('re-masks the digits when the type changes', () => {
    expect(formatPhone('(11) 98765-4321', 'comercial')).toBe('(11) 9876-5432');
    expect(formatPhone('(11) 3456-7890', 'celular')).toBe('(11) 34567-890');
    expect(formatPhone('1134567890', 'comercial')).toBe('(11) 3456-7890');
  });

  it('reports each phone with its own message through the step 1 schema', async () => {
    const values = { pais: 'Brasil', nome: 'Ana', sobrenome: 'Souza', cargo: 'Compradora', email: 'ana@exemplo.com.br', telefone1: { tipo: 'celular', numero: '(11) 9876' }, telefone2: { tipo: 'comercial', numero: '(11) 345' } };
    const errors = await contactSchema.validate(values, { abortEarly: false }).catch((e: { errors: string[] }) => e.errors);
    expect(errors).toEqual(['Telefone #1 inválido', 'Telefone #2 inválido']);
    await expect(contactSchema.isValid({ ...values, telefone1: { tipo: 'celular', numero: '(11) 98765-4321' }, telefone2: null })).resolves.toBe(true);
  });
});

describe('sign-up CNPJ rule', () => {
  it('accepts numeric CNPJs whose check digits hold, and refuses a wrong digit', () => {
    expect(cnpjValid('11.222.333/0001-81')).toBe(true);
    expect(cnpjValid('45.723.174/0001-10')).toBe(true);
    expect(cnpjValid('11.222.333/0001-82')).toBe(false);
    expect(cnpjValid('11.222.333/0001-91')).toBe(false);
    expect(cnpjValid('00.000.000/0000-00')).toBe(false);
  });

  it('accepts alphanumeric CNPJs (the format in force since July 2026) with their check digits, in either case', () => {
    expect(cnpjValid('12.ABC.345/01DE-35')).toBe(true);
    expect(cnpjValid('12.abc.345/01de-35')).toBe(true);
    expect(cnpjValid('12.ABC.345/01DE-36')).toBe(false);
    expect(cnpjValid('12.ABD.345/01DE-35')).toBe(false);
  });

  it('needs the 18 masked characters', () => {
    expect(cnpjValid('11.222.333/0001-8')).toBe(false);
    expect(cnpjValid('11222333000181')).toBe(false);
    expect(cnpjValid('')).toBe(false);
  });

  it('looks up by the 14 characters without the mask, letters upper case', () => {
    expect(cnpjKey('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(cnpjKey('11.222.333/0001-81')).toBe('11222333000181');
  });

  it('the mock knows valid CNPJs only, numeric and alphanumeric, and some valid ones it does not know', () => {
    for (const company of KNOWN_COMPANIES) expect(cnpjValid(company.cnpj)).toBe(true);
    for (const unknown of UNKNOWN_CNPJS) expect(cnpjValid(unknown)).toBe(true);
    expect(KNOWN_COMPANIES.some((company) => /[A-Z]/.test(company.cnpj))).toBe(true);
    expect(UNKNOWN_CNPJS.some((cnpj) => /[A-Z]/.test(cnpj))).toBe(true);
  });

  it('asks step 2 for valid CNPJs and a segment, with the spec messages', async () => {
    const store = { ...emptyStore('loja-1'), cnpj: '11.222.333/0001-82', razaoSocial: 'X', nomeFantasia: 'X', cep: '01310-100', bairro: 'B', cidade: 'C', estado: 'SP', logradouro: 'L', numero: '1' };
    const errors = await storesSchema.validate({ lojas: [store], segmento: '' }, { abortEarly: false }).catch((e: { errors: string[] }) => e.errors);
    expect(errors).toEqual(['Insira somente CNPJs válidos', 'Informe um segmento']);
  });
});

describe('sign-up lookup result', () => {
  const found = { cnpj: '45723174000110', status: 'found' as const, info: { razaoSocial: 'Drogaria', nomeFantasia: 'Bom Preço', cep: '01310-100', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP', logradouro: 'Avenida Paulista', numero: '' } };

  it('fills and locks what came back (an empty field stays open), and the trade name when empty', () => {
    const store = { ...emptyStore('loja-1'), cnpj: '45.723.174/0001-10' };
    const next = storeAfterLookup(store, found)!;
    expect(next).toMatchObject({ razaoSocial: 'Drogaria', nomeFantasia: 'Bom Preço', cidade: 'São Paulo', numero: '', cnpjConsultado: '45.723.174/0001-10' });
    expect(next.preenchidos).toEqual(['razaoSocial', 'cep', 'bairro', 'cidade', 'estado', 'logradouro']);
    expect(storeAfterLookup(next, found)).toBeNull();
  });

  it('ignores an answer for another CNPJ, and a not-found answer clears what an earlier lookup filled', () => {
    const filled = storeAfterLookup({ ...emptyStore('loja-1'), cnpj: '45.723.174/0001-10' }, found)!;
    expect(storeAfterLookup({ ...filled, cnpj: '11.222.333/0001-81', cnpjConsultado: '' }, found)).toBeNull();
    const notFound = storeAfterLookup({ ...filled, cnpj: '11.222.333/0001-81', cnpjConsultado: '' }, { cnpj: '11222333000181', status: 'notFound', info: null })!;
    expect(notFound).toMatchObject({ razaoSocial: '', cidade: '', nomeFantasia: 'Bom Preço', preenchidos: [] });
  });
});
