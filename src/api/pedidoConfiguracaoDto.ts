/** One of the user's order preferences (spec 03 §3.4 "User config"). */
export interface ConfiguracaoItemDto {
  idConfiguracao: number;
  chave: string;
  checked: boolean;
}

/** GET pedido/buscarConfigUsuario: the signed-in user's preferences, every setting with whether it is on. */
export interface ConfiguracaoUsuarioDto {
  /** The version of the user's preferences as one document (docs/api.md "Versioned writes"). */
  versao?: number;
  idUsuario: number;
  configuracao: ConfiguracaoItemDto[];
}

/** POST pedido/salvarConfiguracaoUsuario and pedido/excluirConfiguracaoUsuario. */
export interface ConfiguracaoUsuarioBody {
  idUsuario: number;
  idConfig: number;
}

/** POST (and the designed GET) pedido/ajusteQuantidadeCotacao/{idCotacao}. */
export interface AjusteQuantidadeDto {
  ajustaQuantidade: boolean;
  /** The version of the quotation's adjustment (docs/api.md "Versioned writes"); in the answers only. */
  versao?: number;
}
