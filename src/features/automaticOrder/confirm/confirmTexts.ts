/** Texts of confirm, over-double, restart and Combo (spec 03 §2.3, §4.2; DECISIONS 15). */
export const CONFIRM_ORDER = 'Confirmar Pedido';
export const RESTART_ORDERS = 'Reiniciar Pedidos';
export const COMBO = 'Combo';
export const REVIEW_QUANTITIES = 'Revisar as quantidades';
export const CONFIRM_ORDERS = 'Confirmar pedidos';
export const OVER_DOUBLE_TITLE = 'Pedidos com quantidade acima do dobro da cotada';
export const OVER_DOUBLE_INTRO = 'Os pedidos abaixo têm produtos com quantidade pedida acima do dobro da quantidade cotada. Revise as quantidades ou confirme os pedidos assim mesmo.';
export const RESTART_QUESTION = 'Todos os pedidos desta cotação serão descartados e a cotação voltará ao Resumo, onde os pedidos podem ser gerados de novo. Deseja reiniciar os pedidos?';
export const CONFIRM_FAILED = 'Não foi possível confirmar os pedidos.';
export const OVER_DOUBLE_FAILED = 'Não foi possível verificar os pedidos acima do dobro.';
export const RESTART_FAILED = 'Não foi possível reiniciar os pedidos.';
export const CONFIRMING = 'Confirmando…';
export const RESTARTING = 'Reiniciando…';
export const OVER_DOUBLE_LOAD_FAILED = 'Não foi possível carregar os produtos acima do dobro.';
export const LOADING_ROWS = 'Carregando…';
