import type { AvisoDto, PerguntaDto } from '../../../src/api/avisoDto';
import { TEXT_UPLOAD_MAX_BYTES, TEXT_UPLOAD_TEXTS } from '../../../src/domain/textUpload';
import { alertFileAddress, alertFileRefusal } from './alertUploads';
import type { MockDb } from '../core/database';

/**
 * The alert configuration and the questionnaires created (spec 03 §3.5, §7.5), kept per database
 * so a reset (POST /__mock/reset) forgets them.
 */
export const NO_ALERT: AvisoDto = { imagem: null, imagemAux: null, mostrarAviso: false, mostrarAvisoAux: false };

export interface StoredQuestionnaire extends PerguntaDto {
  id: number;
}

export interface AlertState {
  aviso: AvisoDto;
  questionnaires: StoredQuestionnaire[];
}

export function alertStateOf(db: MockDb): AlertState {
  return db.alert;
}

/** The alert buyers see: the configuration when switched on, the downloadable file only when its switch is on too; null otherwise. */
export function activeAlert(db: MockDb): AvisoDto | null {
  const { aviso } = alertStateOf(db);
  if (!aviso.mostrarAviso || !aviso.imagem) return null;
  return aviso.mostrarAvisoAux && aviso.imagemAux ? aviso : { ...aviso, imagemAux: null, mostrarAvisoAux: false };
}

const hasFile = (file: AvisoDto['imagem']): boolean => Boolean(file?.base64 || file?.urlArquivo);

/** What a save misses (the rules of spec 03 §4.5) or what its files break (alertUploads.ts), or null when it can be stored. */
export function alertRefusal(body: Partial<AvisoDto>, stored: AvisoDto = NO_ALERT): string | null {
  const badFile = alertFileRefusal(body.imagem, 'imagem', stored.imagem) ?? alertFileRefusal(body.imagemAux, 'imagemAux', stored.imagemAux);
  if (badFile) return badFile;
  if (body.mostrarAviso && !hasFile(body.imagem ?? null)) return 'É preciso subir uma imagem para configurar o alerta!';
  if (body.mostrarAvisoAux && !hasFile(body.imagemAux ?? null)) return 'É preciso carregar uma imagem para ser baixada se você quiser manter essa opção ativa.';
  return null;
}

/** Stores the configuration (checked by alertRefusal); a file the request sends gets this server's address ('/arquivos/aviso/{name}'). */
export function storeAlert(db: MockDb, body: Partial<AvisoDto>): AvisoDto {
  const withUrl = (file: AvisoDto['imagem'] | undefined) => (file && hasFile(file) ? { ...file, urlArquivo: file.base64 || !file.urlArquivo ? alertFileAddress(file.nomeArquivo) : file.urlArquivo } : null);
  const aviso: AvisoDto = { imagem: withUrl(body.imagem), imagemAux: withUrl(body.imagemAux), mostrarAviso: Boolean(body.mostrarAviso), mostrarAvisoAux: Boolean(body.mostrarAvisoAux) };
  alertStateOf(db).aviso = aviso;
  return aviso;
}

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** A CNPJ, numeric or alphanumeric (from 2026), with or without its punctuation. */
const CNPJ = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/i;

/** What a questionnaire misses, or null when it can be stored. */
export function questionnaireRefusal(body: Partial<PerguntaDto>): string | null {
  if (typeof body.texto !== 'string' || body.texto.trim().length < 5) return 'O texto da pergunta deve ter pelo menos 5 caracteres.';
  if (typeof body.dataVencimento !== 'string' || !DATE.test(body.dataVencimento)) return 'Data de vencimento inválida.';
  if (typeof body.cnpjs === 'string' && new TextEncoder().encode(body.cnpjs).length > TEXT_UPLOAD_MAX_BYTES) return TEXT_UPLOAD_TEXTS.tooBig;
  const cnpjs = typeof body.cnpjs === 'string' ? body.cnpjs.split(',').map((c) => c.trim()).filter(Boolean) : [];
  if (cnpjs.length === 0) return 'O arquivo não tem nenhum CNPJ.';
  // The server reads the file's text again: control characters, NUL included, or undecodable bytes are not a CNPJ list.
  const invalid = cnpjs.find((cnpj) => !CNPJ.test(cnpj));
  if (invalid !== undefined) return `O arquivo tem um CNPJ inválido: ${invalid.slice(0, 20).replace(/[^\w./-]/g, '?')}.`;
  return null;
}

export function storeQuestionnaire(db: MockDb, body: PerguntaDto): StoredQuestionnaire {
  const list = alertStateOf(db).questionnaires;
  const stored = { ...body, id: list.length + 1 };
  list.push(stored);
  return stored;
}
