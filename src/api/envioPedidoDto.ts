import type { SituacaoPedido } from './dto';

/** Looping status (spec 03 §3.4): P or W active, MD ended manually, D ended at the time limit, C cancelled or none (domain/orderStatus.ts has the rules). */
export type StatusLooping = 'P' | 'W' | 'D' | 'MD' | 'C';

/** Spec 03 §3.4 "Payment data", §9: how a sent order is paid (its one home; the review and payment DTOs import it). */
export type TipoPagamento = 'PADRAO' | 'PIX' | 'CARTAO_DE_CREDITO' | 'CARTAO_DE_DEBITO';

/** One order of a send's answer: the status and code it took (spec 03 §4.6 "each row takes the returned status and order code"). */
export interface PedidoEnviadoDto {
  idPedido: number;
  situacaoPedido: SituacaoPedido;
  codPedido: string | null;
  /** It had been sent before (another tab, an earlier attempt): this send did not send it again. */
  jaEnviado: boolean;
}

/** POST /pedido/enviar and /pedido/enviarTodos/{id} (docs/api.md "Order sending"). */
export interface EnvioPedidosDto {
  sucesso: boolean;
  mensagem: string | null;
  pedidos: PedidoEnviadoDto[];
}

export interface EnvioPedidosBody {
  idsPedido: number[];
  enviarComLooping: boolean;
}

/** Spec 03 §3.4 "Looping data"; the fields are null before the quotation has any. */
export interface DadosLoopingDto {
  idCotacao: number;
  percentualPrecoMax: number | null;
  horarioLimite: string | null;
  considerarMinimo: boolean;
  status: StatusLooping;
  /** The version of the quotation's looping settings (docs/api.md "Versioned writes"). */
  versao?: number;
}

export type DadosLoopingBody = Pick<DadosLoopingDto, 'percentualPrecoMax' | 'horarioLimite' | 'considerarMinimo'>;

/** The answer of the looping and restart commands. */
export interface ResultadoEnvioDto {
  sucesso: boolean;
  mensagem: string | null;
}
