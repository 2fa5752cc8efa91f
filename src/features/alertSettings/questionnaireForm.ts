import * as yup from 'yup';
import type { PerguntaDto } from '../../api/avisoDto';
import { TEXT_UPLOAD_TEXTS } from '../../domain/textUpload';
import { parseBrDate } from '../../shared/lib/dates';

/** Panel 'Configurar questionários' (spec 03 §3.5, §5, §8): texto ≥ 5, a .txt file of CNPJs, the due date, respostaLivre. */
export const QUESTIONNAIRE_MIN_TEXT = 5;

export const QUESTIONNAIRE_TEXTS = {
  /** Designed (the spec gives the rule, not its message). */
  textTooShort: `A pergunta deve ter pelo menos ${QUESTIONNAIRE_MIN_TEXT} caracteres.`,
  fileRequired: 'Por favor, selecione um arquivo.',
  fileNotTxt: 'O arquivo deve ser do tipo .txt.',
  dateRequired: 'Escolha uma data de vencimento para a pergunta!',
  noFileChosen: 'Nenhum arquivo selecionado.',
  onlyTxt: TEXT_UPLOAD_TEXTS.onlyTxt,
} as const;

export interface QuestionnaireForm {
  texto: string;
  /** The chosen file's name ('' when none). */
  arquivo: string;
  /** The file's text: CNPJs separated by commas. */
  cnpjs: string;
  dataVencimento: string;
  respostaLivre: boolean;
}

export const EMPTY_QUESTIONNAIRE: QuestionnaireForm = { texto: '', arquivo: '', cnpjs: '', dataVencimento: '', respostaLivre: false };

export const isTxtName = (name: string): boolean => name.toLowerCase().endsWith('.txt');

export const questionnaireSchema = yup.object({
  texto: yup.string().trim().min(QUESTIONNAIRE_MIN_TEXT, QUESTIONNAIRE_TEXTS.textTooShort).default(''),
  arquivo: yup.string().required(QUESTIONNAIRE_TEXTS.fileRequired).test('txt', QUESTIONNAIRE_TEXTS.fileNotTxt, (name) => !name || isTxtName(name)),
  dataVencimento: yup.string().required(QUESTIONNAIRE_TEXTS.dateRequired).test('date', QUESTIONNAIRE_TEXTS.dateRequired, (text) => !text || parseBrDate(text) !== null),
});

/** The request: the file's CNPJs, one comma between each (line breaks and blanks around them dropped). */
export function toPergunta(form: QuestionnaireForm): PerguntaDto {
  const cnpjs = form.cnpjs
    .split(/[,\r\n]+/)
    .map((cnpj) => cnpj.trim())
    .filter(Boolean)
    .join(',');
  return { texto: form.texto.trim(), dataVencimento: form.dataVencimento, respostaLivre: form.respostaLivre, cnpjs };
}
