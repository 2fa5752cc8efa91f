/** What the order generation dialogs say (spec 02 §4.5, §8; our own wording where the spec is silent, in docs/decisions.md). */
export const TEXTS = {
  confirmTitle: 'Iniciar pedido',
  confirmAutomatic: 'Deseja iniciar a geração do pedido automático desta cotação?',
  confirmManual: 'Deseja iniciar a geração do pedido manual desta cotação?',
  confirmReplaces: 'Os pedidos gerados antes para esta cotação serão substituídos.',
  sicLabel: 'Usar desempate SIC',
  sicAlways: 'Esta cotação sempre usa o desempate SIC.',
  yes: 'Sim',
  no: 'Não',
  lateTitle: 'Respostas atrasadas',
  lateIntro: 'As filiais abaixo receberam respostas depois do vencimento. Marque as respostas que devem ser consideradas nos pedidos.',
  lateConfirm: 'Confirmar',
  lateCancel: 'Cancelar',
  lateAll: 'Todas',
  generatingTitle: 'Gerando pedidos',
  generating: 'Seus pedidos estão sendo gerados. Por favor, aguarde.',
  checking: 'Verificando respostas atrasadas…',
  retrying: (attempt: number) => `Houve uma falha; tentando novamente (tentativa ${attempt} de 4).`,
  errorTitle: 'Erro ao gerar o pedido',
  close: 'OK',
  /** After more than 3 failed attempts (spec 02 §8). */
  supportError: 'Ocorreu um erro ao tentar gerar o pedido, contate o suporte.',
  /** A failure without a message of the server. */
  genericError: 'Não foi possível gerar os pedidos. Tente novamente.',
} as const;
