/** The sent-orders page's texts (DECISIONS 3; the spec has none of its own: docs/decisions.md "Sent orders"). */
export const SHIPPED_TEXTS = {
  title: 'Pedidos enviados ou faturados',
  empty: 'Nenhum pedido encontrado no período.',
  loadFailed: 'Não foi possível carregar os pedidos enviados.',
  exportFailed: 'Não foi possível exportar os pedidos enviados.',
  export: 'Exportar CSV',
  filter: 'Filtrar',
  status: 'Situação do pedido',
  period: 'Período de envio',
  from: 'De',
  to: 'Até',
  badPeriod: 'Informe um período válido (dd/mm/aaaa), com o início antes do fim.',
} as const;
