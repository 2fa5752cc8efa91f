import type { DadosIntegracaoDto } from '../../../src/api/resumoRespostaDto';
import type { MockDb } from '../core/database';

/** A representative's integration credentials at each branch (kept per database; a reset starts over). */
const byDb = new WeakMap<MockDb, Map<string, DadosIntegracaoDto>>();

const keyOf = (idRepresentante: number, idCliente: number): string => `${idRepresentante}:${idCliente}`;

export function integrationCredentials(db: MockDb, idRepresentante: number, idCliente: number): DadosIntegracaoDto {
  let all = byDb.get(db);
  if (!all) byDb.set(db, (all = new Map()));
  const key = keyOf(idRepresentante, idCliente);
  let saved = all.get(key);
  if (!saved) {
    const name = db.representativeById.get(idRepresentante)?.nome ?? '';
    saved = { usuarioLogin: `filial${idCliente}.rep${idRepresentante}`, codUsuario: String(1000 + idCliente), usuarioNome: name, senha: '', codAux: '' };
    all.set(key, saved);
  }
  return saved;
}

export function saveIntegrationCredentials(db: MockDb, idRepresentante: number, idCliente: number, data: DadosIntegracaoDto): void {
  Object.assign(integrationCredentials(db, idRepresentante, idCliente), data);
}
