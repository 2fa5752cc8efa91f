import type { MockDb } from './database';

/**
 * Puts attack text where the server keeps text a screen shows (issue 17 item 6): every name,
 * title, description and note of the branches, suppliers, representatives, products,
 * quotations, answers and orders takes the next payload of the list, in turn. Ids, EANs, CNPJs
 * and dates stay as they are, so every screen still opens.
 */
const TEXT_KEYS = /^(titulo|observacoes|motivoCancelamento|razaoSocial|nome\w*|descricao\w*|\w*Nome\w*|\w*Descricao\w*|fabricante\w*|\w*Fantasia\w*|cidade|bairro|endereco|logradouro)$/i;

export function seedPayloads(db: MockDb, payloads: readonly string[]): number {
  let next = 0;
  const tables = Object.values(db.data) as unknown[][];
  for (const table of tables) {
    for (const row of table) {
      const record = row as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (typeof record[key] !== 'string' || !TEXT_KEYS.test(key)) continue;
        record[key] = payloads[next % payloads.length];
        next += 1;
      }
    }
  }
  return next;
}
