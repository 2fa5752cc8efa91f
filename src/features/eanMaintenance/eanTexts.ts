/** 'Manutenção dos EANs' texts (spec 03 §8; the designed ones are in docs/decisions.md). */
export const EAN_TEXTS = {
  empty: 'Nenhum produto encontrado!',
  addFailedDefault: 'Erro Interno do servidor, contate o administrador',
  /** Designed. */
  loadFailed: 'Não foi possível carregar os produtos.',
  relatedFailed: 'Não foi possível carregar os produtos relacionados.',
  relatedEmpty: 'Nenhum produto relacionado.',
  added: 'Produto relacionado adicionado.',
  deleted: 'Produto relacionado excluído.',
  deletedAll: 'Produtos relacionados excluídos.',
  deleteFailed: 'Não foi possível excluir, tente novamente.',
  noCandidates: 'Nenhum produto encontrado para a busca.',
} as const;
