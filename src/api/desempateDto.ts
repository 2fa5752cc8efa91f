/**
 * 'Por que este fornecedor?' (issue 15, docs/api.md "Tie-break settings and the explained award"):
 * on the answer the tie-break chain chose, one line per other answer to the same product at the
 * same branch: the first criterion of the chain that decided between them, with both values.
 */
export interface MotivoDesempateDto {
  fornecedorNomeFantasia: string;
  representanteTitulo: string;
  /** false when the other answer would win by the chain (the chosen one was chosen some other way). */
  venceu: boolean;
  /** e.g. 'menor preço: R$ 10,20 × R$ 10,45'; 'empate em preço e preço líquido; maior prazo: 60 × 30 dias'. */
  motivo: string;
}

/** The chain the explanation was computed with. */
export type CadeiaDesempateDto = 'PADRAO' | 'PERSONALIZADA';

export interface PorQueFornecedorDto {
  cadeia: CadeiaDesempateDto;
  sic: boolean;
  comparacoes: MotivoDesempateDto[];
}

/** A supplier in the SIC tie-break order (GET /desempate/sic). */
export interface PreferenciaFornecedorDto {
  fornecedorId: number;
  fornecedorCnpj: string;
  fornecedorNome: string;
  /** Position from 1. */
  preferencia: number;
  /** The version of the buyer's list as one document, the same on every row (docs/api.md "Versioned writes"). */
  versao?: number;
}

/** A supplier/representative pair in the buyer's custom tie-break order (GET /desempate/personalizado). */
export interface PreferenciaRepresentanteDto extends PreferenciaFornecedorDto {
  representanteId: number;
  representanteNome: string;
}

/** GET /desempate/personalizado/ativo */
export interface DesempatePersonalizadoDto {
  personalizado: boolean;
}
