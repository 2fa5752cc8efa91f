import { SEND_MESSAGES } from '../../domain/orderStatus';
import { LOOPING_FIELD_TEXTS } from '../../widgets/LoopingFields';

/** What the sending dialogs say: the spec's words (spec 03 §4.6, §5, §8, DECISIONS 15), ours where it is silent (docs/decisions.md). */
export const TEXTS = {
  ...SEND_MESSAGES,
  ...LOOPING_FIELD_TEXTS,
  sendTitleOne: 'Enviar pedido',
  sendTitleMany: 'Enviar pedidos',
  loadingSettings: 'Carregando configurações do looping...',
  settingsFailed: 'Não foi possível carregar as configurações do looping; valores padrão aplicados.',
  loopingSettings: 'Configurações do looping',
  intro: 'Escolha como enviar. Com looping, os produtos não faturados são pedidos de novo ao próximo melhor preço até o horário limite.',
  sendWithout: 'Enviar sem looping',
  sendWith: 'Enviar com looping',
  sending: 'Enviando...',
  cancel: 'Cancelar',
  loopingTitle: 'Looping',
  loopingLoading: 'Carregando dados do looping...',
  loopingFailed: 'Não foi possível carregar os dados do looping.',
  loopingStatus: 'Situação',
  loopingNone: 'Não configurado',
  yes: 'Sim',
  no: 'Não',
  close: 'Fechar',
  endLooping: 'Encerrar looping',
  endTitle: 'Encerrar looping',
  endQuestion: 'Deseja encerrar o looping desta cotação? Os produtos não faturados não serão mais pedidos novamente.',
  endDone: 'Looping encerrado.',
  endFailed: 'Não foi possível encerrar o looping.',
  restartTitle: 'Reiniciar Pedidos',
  restartQuestion: 'Deseja reiniciar os pedidos desta cotação? Os pedidos gerados serão descartados e a cotação volta à etapa de pedido.',
  restartFailed: 'Não foi possível reiniciar os pedidos.',
  /** Why 'Enviar com looping' is not offered (spec 02 §6; issue 25 point 8). */
  noLooping: "Esta cotação não tem configuração de looping: os pedidos são enviados sem looping. Para enviar com looping, ative 'Enviar pedidos com looping' nas preferências do pedido.",
} as const;

/** The send dialog's summary (issue 29 point 1; docs/decisions.md "Choosing orders to send"). */
export const PREVIEW_TEXTS = {
  goesOut: (count: number, total: string): string => (count === 1 ? `Será enviado 1 pedido, no total de ${total}.` : `Serão enviados ${count} pedidos, no total de ${total}.`),
  none: 'Nenhum dos pedidos selecionados pode ser enviado.',
  leftOut: (count: number): string =>
    count === 1 ? 'Este pedido selecionado não será enviado e continua como está:' : `Estes ${count} pedidos selecionados não serão enviados e continuam como estão:`,
  leftOutList: 'Pedidos selecionados que não serão enviados',
} as const;
