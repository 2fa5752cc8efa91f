/** The alert settings' messages (spec 03 §5, §8; the ones marked designed are in docs/decisions.md). */
export const ALERT_TEXTS = {
  imageRequired: 'É preciso subir uma imagem para configurar o alerta!',
  fileRequired: 'É preciso carregar uma imagem para ser baixada se você quiser manter essa opção ativa.',
  serverError: 'Erro interno do servidor, por favor contate o administrador',
  loadFailed: 'Erro ao capturar as informações',
  saveFailed: 'Não foi possível alterar o alerta.',
  /** Designed. */
  saved: 'Alerta salvo com sucesso.',
  questionnaireSaved: 'Questionário cadastrado com sucesso!',
  questionnaireFailed: (mensagem: string) => `Erro ao configurar o questionário: ${mensagem}`,
  questionnaireUnknown: 'Erro desconhecido ao configurar o questionário.',
} as const;
