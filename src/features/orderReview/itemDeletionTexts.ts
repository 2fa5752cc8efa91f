/** Texts of the delete-product-from-order modal (spec 03 §2.6). */
export const DELETE_TITLE = 'Excluir produto do pedido';
export const DELETE_CONFIRM = 'Excluir';
export const DELETE_CANCEL = 'Cancelar';
export const DELETING = 'Excluindo...';
export const DELETE_FAILED = 'Não foi possível excluir o produto do pedido.';
export const DELETE_COLUMN = 'Excluir';
export const deleteQuestion = (produto: string, filial: string): string => `Deseja excluir o produto ${produto} do pedido da filial ${filial}?`;
export const DELETE_NOTE = 'O total do pedido será recalculado. O produto pode ser reinserido em "Ver Produtos Excluídos", no Pedido, enquanto os pedidos não forem enviados.';
export const deleteActionLabel = (produto: string): string => `Excluir do pedido: ${produto}`;
