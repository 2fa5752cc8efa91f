/**
 * The answer to a write over a newer version (docs/api.md "Versioned writes"): 409 with the
 * current values, so the screen can show them and let the buyer keep theirs or take them.
 */
export interface ConflitoVersaoDto<T> {
  sucesso: false;
  mensagem: string;
  conflito: true;
  /** The values as they are now, each with its current version. */
  atuais: T[];
}
