/** Texts of the order preferences (spec 03 §2.6, §8 verbatim where it gives them; ours in docs/decisions.md "Order preferences"). */
export const PREFERENCES_TEXTS = {
  gear: 'Preferências do pedido',
  title: 'Preferências do pedido',
  loading: 'Carregando preferências...',
  /** §8 "Preferences load failure". */
  loadFailed: 'Não foi possível carregar os dados de configuração. Contate a administração',
  /** §8 "Preference save failure". */
  saveFailed: 'Ocorreu um erro ao salvar as configurações de oportunidade, contate o suporte',
  notAllowed: 'Preferências disponíveis apenas para cotações em andamento ou em análise.',
  notEditable: 'As preferências poderão ser alteradas depois que chegar ao menos uma resposta válida.',
  loopingTitle: 'Configurações do looping',
  loopingLoading: 'Carregando configurações do looping...',
  adjust: 'Ajustar as quantidades desta cotação à embalagem e ao mínimo',
  tourAgain: 'Ver o tour novamente',
  close: 'Fechar',
  retry: 'Tentar novamente',
} as const;

export const TOUR_TEXTS = {
  label: 'Tour da revisão e envio',
  previous: 'Anterior',
  next: 'Próximo',
  skip: 'Pular',
  finish: 'Concluir',
  counter: (step: number, total: number): string => `${step} de ${total}`,
} as const;
