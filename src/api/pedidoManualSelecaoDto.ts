import type { ResultadoDto } from './dto';
import type { FiltroPedidoManualDto } from './pedidoManualTotaisDto';

/**
 * The manual order's products chosen for deletion (issue 29 point 3; docs/api.md "Manual order:
 * deleting the selected or all filtered products"). `todosFiltrados`: every product passing
 * `filtros` in every branch, except `idPedidoManualItens`; otherwise exactly the products
 * `idPedidoManualItens` names (the filter then plays no part).
 */
export interface SelecaoItensManualDto {
  todosFiltrados: boolean;
  filtros: Omit<FiltroPedidoManualDto, 'verExcluidos'>;
  idPedidoManualItens: number[];
}

/** What a selection covers now: products still in the order, and the branches they are in. */
export interface ContagemSelecaoManualDto {
  produtos: number;
  filiais: number;
}

/** The deletion's answer: how many products left the order, from how many branches. */
export type ExclusaoSelecaoManualDto = ResultadoDto & ContagemSelecaoManualDto;
