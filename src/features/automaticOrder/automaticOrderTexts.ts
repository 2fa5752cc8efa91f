/** Texts of the automatic order screen (spec 03 §2.3, §8), verbatim. */
export const TOTAL_TOOLTIP = { idle: 'Atualize o valor', refreshing: 'Atualizando...', cooldown: 'Aguarde um instante' } as const;
export const TOTAL_BEFORE_REFRESH = ' R$ - ';
export const LOAD_ERROR = 'Erro ao carregar';
export const NO_BRANCH_ORDERS = 'Nenhuma filial encontrada';
export const NO_ITEMS = 'Nenhum item encontrado';
export const SUPPLIERS_PER_PAGE = 'Fornecedores por página';
export const LOAD_MORE = 'Carregar mais';
export const SUPPLIERS_FAILED = 'Não foi possível carregar os fornecedores do pedido.';
export const REPRESENTATIVES_FAILED = 'Não foi possível carregar os representantes.';
export const ITEMS_FAILED = 'Não foi possível carregar os produtos do pedido.';
export const TOTAL_FAILED = 'Não foi possível atualizar o valor total.';
export const SAVE_FAILED = 'Não foi possível salvar a quantidade.';
/** The supplier pager shows only above this many suppliers (spec 03 §2.3). */
export const SUPPLIER_PAGER_THRESHOLD = 5;
export const ITEMS_LOADING = 'Carregando produtos…';
export const PAGE_TITLE = 'Pedido automático';
export const FILTER_TITLE = 'FILTRAR PRODUTOS';
/** 'Faltam {value} para o mínimo de faturamento | Vl. s/ ST' (or c/ ST), spec 03 §9. */
export const shortfallText = (value: string, withoutST: boolean): string => `Faltam ${value} para o mínimo de faturamento | ${withoutST ? 'Vl. s/ ST' : 'Vl. c/ ST'}`;
export const ordersCount = (n: number): string => (n === 1 ? '1 pedido' : `${n} pedidos`);
