import { cnpj as cnpjLib } from 'cpf-cnpj-validator';
import IMask from 'imask';

/**
 * The sign-up's field rules (spec 01 §5 "Sign-up", §9): phones of 14 or 15 characters with their
 * mask, CNPJs of 18 masked characters whose check digits hold, numeric or alphanumeric (the
 * Receita Federal's format in force since July 2026; the library computes the digits).
 */
export type PhoneType = 'celular' | 'comercial';

export const PHONE_MASKS: Record<PhoneType, string> = {
  celular: '(00) 00000-0000',
  comercial: '(00) 0000-0000',
};

export const PHONE_LENGTHS: readonly number[] = [14, 15];

export const phoneLengthOk = (phone: string): boolean => PHONE_LENGTHS.includes(phone.length);

/** The spec's 14 or 15 characters, and the length of its type's mask (a celular needs its 11 digits). */
export const phoneComplete = (phone: string, tipo: PhoneType): boolean => phoneLengthOk(phone) && phone.length === PHONE_MASKS[tipo].length;

/** The phone's digits under the mask of its type (when the buyer switches celular ↔ comercial). */
export const formatPhone = (phone: string, tipo: PhoneType): string => IMask.pipe(phone.replace(/\D/g, ''), { mask: PHONE_MASKS[tipo] });

export const phoneInvalidMessage = (index: 1 | 2): string => `Telefone #${index} inválido`;

/** 12 letters or digits (the root and the branch), then 2 check digits; `#` is one letter or digit. */
export const CNPJ_MASK = '##.###.###/####-00';
export const CNPJ_MASK_DEFINITIONS = { '#': /[0-9A-Za-z]/ };
export const CNPJ_LENGTH = 18;

export const INVALID_CNPJ_MESSAGE = 'Insira somente CNPJs válidos';
export const CNPJ_NOT_FOUND_MESSAGE = 'CNPJ não encontrado.';
export const SEGMENT_MESSAGE = 'Informe um segmento';
export const COMMUNICATION_ERROR_MESSAGE = 'Erro de comunicação com o servidor.';
export const REQUIRED_MESSAGE = 'Campo obrigatório.';

export const toUpperCase = (value: string): string => value.toUpperCase();

export const cnpjComplete = (masked: string): boolean => masked.length === CNPJ_LENGTH;

/** 18 masked characters and both check digits right (numeric or alphanumeric). */
export const cnpjValid = (masked: string): boolean => cnpjComplete(masked) && cnpjLib.isValid(masked.toUpperCase(), true);

/** The 14 characters the lookup takes (spec 01 §7: "cnpj digits"; letters for an alphanumeric CNPJ). */
export const cnpjKey = (masked: string): string => masked.toUpperCase().replace(/[^0-9A-Z]/g, '');
