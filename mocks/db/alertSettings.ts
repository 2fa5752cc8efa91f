import type { AvisoDto, PerguntaDto } from '../../src/api/avisoDto';
import type { MockDb } from './database';

/**
 * The alert configuration and the questionnaires created (spec 03 §3.5, §7.5), kept per database
 * so a reset (POST /__mock/reset) forgets them.
 */
export const NO_ALERT: AvisoDto = { imagem: null, imagemAux: null, mostrarAviso: false, mostrarAvisoAux: false };

export interface StoredQuestionnaire extends PerguntaDto {
  id: number;
}

interface AlertState {
  aviso: AvisoDto;
  questionnaires: StoredQuestionnaire[];
}

const states = new WeakMap<MockDb, AlertState>();

export function alertStateOf(db: MockDb): AlertState {
  let state = states.get(db);
  if (!state) {
    state = { aviso: NO_ALERT, questionnaires: [] };
    states.set(db, state);
  }
  return state;
}

/** The alert buyers see: the configuration when switched on, the downloadable file only when its switch is on too; null otherwise. */
export function activeAlert(db: MockDb): AvisoDto | null {
  const { aviso } = alertStateOf(db);
  if (!aviso.mostrarAviso || !aviso.imagem) return null;
  return aviso.mostrarAvisoAux && aviso.imagemAux ? aviso : { ...aviso, imagemAux: null, mostrarAvisoAux: false };
}

const hasFile = (file: AvisoDto['imagem']): boolean => Boolean(file?.base64 || file?.urlArquivo);

/** What a save misses (the rules of spec 03 §4.5), or null when it can be stored. */
export function alertRefusal(body: Partial<AvisoDto>): string | null {
  if (body.mostrarAviso && !hasFile(body.imagem ?? null)) return 'É preciso subir uma imagem para configurar o alerta!';
  if (body.mostrarAvisoAux && !hasFile(body.imagemAux ?? null)) return 'É preciso carregar uma imagem para ser baixada se você quiser manter essa opção ativa.';
  return null;
}

/** Stores the configuration; a file the request sends gets its address ('/arquivos/aviso/{name}'). */
export function storeAlert(db: MockDb, body: Partial<AvisoDto>): AvisoDto {
  const withUrl = (file: AvisoDto['imagem'] | undefined) => (file && hasFile(file) ? { ...file, urlArquivo: file.urlArquivo || `/arquivos/aviso/${encodeURIComponent(file.nomeArquivo)}` } : null);
  const aviso: AvisoDto = { imagem: withUrl(body.imagem), imagemAux: withUrl(body.imagemAux), mostrarAviso: Boolean(body.mostrarAviso), mostrarAvisoAux: Boolean(body.mostrarAvisoAux) };
  alertStateOf(db).aviso = aviso;
  return aviso;
}

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** What a questionnaire misses, or null when it can be stored. */
export function questionnaireRefusal(body: Partial<PerguntaDto>): string | null {
  if (typeof body.texto !== 'string' || body.texto.trim().length < 5) return 'O texto da pergunta deve ter pelo menos 5 caracteres.';
  if (typeof body.dataVencimento !== 'string' || !DATE.test(body.dataVencimento)) return 'Data de vencimento inválida.';
  const cnpjs = typeof body.cnpjs === 'string' ? body.cnpjs.split(',').map((c) => c.trim()).filter(Boolean) : [];
  if (cnpjs.length === 0) return 'O arquivo não tem nenhum CNPJ.';
  return null;
}

export function storeQuestionnaire(db: MockDb, body: PerguntaDto): StoredQuestionnaire {
  const list = alertStateOf(db).questionnaires;
  const stored = { ...body, id: list.length + 1 };
  list.push(stored);
  return stored;
}
