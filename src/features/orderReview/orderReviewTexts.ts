/** Texts of the order review page (spec 03 §2.6, §8, §9), verbatim where the spec gives them. */
export const PAGE_TITLE = 'Revisão e envio';
export const EMPTY_RESULT = 'Nenhum dado foi encontrado!';
export const LOADING_SUPPLIERS = 'Carregando Fornecedores...';
export const LOADING_REPRESENTATIVES = 'Carregando Representantes...';
export const LOADING_BRANCHES = 'Carregando Filiais...';
export const LOADING_ITEMS = 'Carregando produtos...';
export const FILTER_NOTICE = 'Filtro de pedidos aplicado, clique aqui para remover.';
export const TAB_ALL = 'Todos';
export const TAB_PENDING = 'Pendentes de pagamento';
export const FILTER_ORDERS = 'Filtrar Pedidos';
export const SEND_ORDERS = 'Enviar pedidos';
export const RESTART_ORDERS = 'Reiniciar pedidos';
/** Why 'Enviar pedidos' is not offered (issue 25 point 8): every order was sent already… */
export const NOTHING_TO_SEND_REASON = 'Não há pedidos confirmados para enviar: os pedidos desta cotação já foram enviados.';
/** …or none is confirmed yet. */
export const NOT_CONFIRMED_REASON = "Não há pedidos confirmados para enviar: confirme o pedido na etapa 'Pedido' antes de enviá-lo.";
/** Why 'Reiniciar pedidos' is not offered once an order was sent (the server refuses it). */
export const RESTART_SENT_REASON = 'Há pedidos desta cotação já enviados: eles não podem ser reiniciados.';
export const LOOPING_SUMMARY = 'Looping';
export const END_LOOPING = 'Encerrar looping';
export const REFRESH_ORDERS = 'Atualizar pedido';
export const LEGEND = 'Legenda';
export const SUMMARY_TITLE = 'Resumo dos Pedidos';
export const IGNORE_LOOPING = 'Desconsiderar pedidos de looping';
export const ORDER_TOTAL = 'Total do pedido:';
export const NO_ITEMS = 'Nenhum item encontrado';
export const SUPPLIERS_FAILED = 'Não foi possível carregar os fornecedores.';
export const REPRESENTATIVES_FAILED = 'Não foi possível carregar os representantes.';
export const BRANCHES_FAILED = 'Não foi possível carregar os pedidos das filiais.';
export const ITEMS_FAILED = 'Não foi possível carregar os produtos do pedido.';
export const SUMMARY_FAILED = 'Não foi possível carregar o resumo dos pedidos.';
export const SAVE_FAILED = 'Não foi possível salvar a quantidade.';
export const ITEMS_PER_PAGE = 'Produtos por página';
/** 'Faltam {value} para o mínimo de faturamento | Vl. s/ ST' (or c/ ST), spec 03 §9. */
export const shortfallText = (value: string, withoutST: boolean): string => `Faltam ${value} para o mínimo de faturamento | ${withoutST ? 'Vl. s/ ST' : 'Vl. c/ ST'}`;

/** The legend (§2.6): what each marker on an item means. */
export const LEGEND_ENTRIES: readonly { marker: string; text: string }[] = [
  { marker: 'AC', text: 'Acordos de compra' },
  { marker: 'DN', text: 'Desconto negociado' },
  { marker: 'OP', text: 'Produtos com oportunidade' },
  { marker: 'LP', text: 'Gerado por looping' },
  { marker: 'ES', text: 'EAN substituto' },
  { marker: 'CB', text: 'Combo' },
];

export const SUMMARY_TABS = [
  { tab: 'economia', label: 'Economia' },
  { tab: 'retorno', label: 'Retorno faturamento' },
  { tab: 'produtos', label: 'Produtos e unidades' },
] as const;
export const EXPORT_FAILED = 'Não foi possível exportar o arquivo.';
export const EXPORT_BUTTONS = [
  { kind: 'arquivo', label: 'Exportar Arquivo' },
  { kind: 'produtos', label: 'Exportar Produtos' },
  { kind: 'planilha', label: 'Exportar Planilha' },
] as const;
export const PRINT = 'Imprimir';
export const REPORT_TITLE = 'Relatório';
/** The 'Relatório' marks combo orders (issue 29 point 6), in words: the print has no colours or icons to lean on. */
export const REPORT_COMBO = 'Combo';
