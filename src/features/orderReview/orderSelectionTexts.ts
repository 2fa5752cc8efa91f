/** Choosing the orders to send (issue 29 point 1; docs/decisions.md "Choosing orders to send"). */
export const SELECTION_TEXTS = {
  selectAll: 'Selecionar todos os pedidos',
  supplier: (name: string): string => `Selecionar pedidos de ${name}`,
  representative: (name: string): string => `Selecionar pedidos do representante ${name}`,
  order: (branch: string): string => `Selecionar pedido da filial ${branch}`,
  sendOne: 'Enviar',
  sendOneLabel: (branch: string): string => `Enviar pedido da filial ${branch}`,
  chosen: (count: number, total: string): string => (count === 1 ? `1 pedido selecionado · ${total}` : `${count} pedidos selecionados · ${total}`),
  noneChosen: "Nenhum pedido selecionado: 'Enviar pedidos' envia todos os pedidos confirmados.",
  onlyThese: "'Enviar pedidos' envia somente os selecionados.",
  clear: 'Limpar seleção',
} as const;
