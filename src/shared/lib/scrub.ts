/**
 * Removes what must never be stored or sent with a failure report: tokens, passwords and
 * personal or registration data (e-mails, CPFs, CNPJs, phone numbers; issue 17 item 10).
 */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const BEARER = /Bearer\s+[\w.-]+/gi;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;
/** Numeric or alphanumeric (from July 2026: letters in the first 12 positions, digits at the end), with or without its marks. */
const CNPJ = /\b[\dA-Z]{2}\.?[\dA-Z]{3}\.?[\dA-Z]{3}\/?[\dA-Z]{4}-?\d{2}\b/g;
const CPF = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g;
const PHONE = /\(?\b\d{2}\)?\s?9?\d{4}-?\d{4}\b/g;
const TOKEN_PARAM = /([?&]token=)[^&\s"]+/gi;
/** Keys whose value is never kept: secrets, personal data, and the lines of an uploaded file (`conteudo`). */
const SECRET_KEYS = /^(password|senha|token|jwttoken|authorization|email|telefone\d?|cpf|cnpj\w*|conteudo)$/i;

export function scrubText(text: string): string {
  return text
    .replace(TOKEN_PARAM, '$1[removido]')
    .replace(JWT, '[token removido]')
    .replace(BEARER, 'Bearer [removido]')
    .replace(EMAIL, '[e-mail removido]')
    .replace(CNPJ, '[cnpj removido]')
    .replace(CPF, '[cpf removido]')
    .replace(PHONE, '[telefone removido]');
}

export function scrub<T>(value: T, depth = 0): T {
  if (depth > 8) return '[…]' as T;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEYS.test(key) ? '[removido]' : scrub(v, depth + 1);
    return out as T;
  }
  return value;
}
