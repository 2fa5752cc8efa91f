/** Alert and questionnaire settings (spec 03 §3.5, §7.5). */
export interface ArquivoAvisoDto {
  nomeArquivo: string;
  /** The file's content, base64 without the data: prefix. */
  base64: string;
  /** Where the server keeps it ('' until saved). */
  urlArquivo: string;
}

export interface AvisoDto {
  imagem: ArquivoAvisoDto | null;
  imagemAux: ArquivoAvisoDto | null;
  mostrarAviso: boolean;
  mostrarAvisoAux: boolean;
}

export interface PerguntaDto {
  texto: string;
  /** dd/MM/yyyy */
  dataVencimento: string;
  respostaLivre: boolean;
  /** CNPJs separated by commas, as read from the .txt file. */
  cnpjs: string;
}
