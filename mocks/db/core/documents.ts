import { cnpj } from 'cpf-cnpj-validator';
import type { Random } from './random';

/** A valid numeric CNPJ, masked 99.999.999/9999-99; check digits come from the validator library. */
export function generateCnpj(random: Random): string {
  let base = '';
  for (let i = 0; i < 8; i += 1) base += String(random.int(0, 9));
  base += `000${random.int(1, 9)}`;
  const first = cnpj.verifierDigit(base);
  const second = cnpj.verifierDigit(`${base}${first}`);
  return cnpj.format(`${base}${first}${second}`);
}

/** EAN-13 check digit (GS1: weights 1 and 3 from the left). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}
