import type { DadosIntegracaoDto } from '../../../src/api/resumoRespostaDto';
import type { MockDb } from '../core/database';

/** A representative's integration credentials at each branch (db.integrationCredentials; a reset starts over). */
const keyOf = (idRepresentante: number, idCliente: number): string => `${idRepresentante}:${idCliente}`;

export function integrationCredentials(db: MockDb, idRepresentante: number, idCliente: number): DadosIntegracaoDto {
  const all = db.integrationCredentials;
  const key = keyOf(idRepresentante, idCliente);
  let saved = all.get(key);
  if (!saved) {
    const name = db.representativeName(idRepresentante);
    saved = { usuarioLogin: `filial${idCliente}.rep${idRepresentante}`, codUsuario: String(1000 + idCliente), usuarioNome: name, senha: '', codAux: '' };
    all.set(key, saved);
  }
  return saved;
}

export function saveIntegrationCredentials(db: MockDb, idRepresentante: number, idCliente: number, data: DadosIntegracaoDto): void {
  Object.assign(integrationCredentials(db, idRepresentante, idCliente), data);
}
