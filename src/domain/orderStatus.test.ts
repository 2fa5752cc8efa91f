import {
  canEndLooping,
  hasLoopingLimits,
  isBulkSelectable,
  isLoopingActive,
  isSendable,
  isSentOrLater,
  limiterLabel,
  ORDER_STATUS_TABLE,
  orderStatusIndex,
  orderStatusLabel,
  orderStatusOfId,
  sendSuccessMessage,
  type SituacaoPedido,
} from './orderStatus';
import { loopingTimePassed, loopingTimeProblem, LOOPING_TIME_MESSAGES } from './loopingTime';
import { brasiliaInstant } from './brasiliaTimeParsing';

const ALL = Object.keys(ORDER_STATUS_TABLE) as SituacaoPedido[];

describe('order status table (spec 03 §4.1)', () => {
  it('maps each numeric id to its status and back, with unique ids and indexes', () => {
    expect(orderStatusOfId(0)).toBe('NAO_INICIADO');
    expect(orderStatusOfId(10)).toBe('ENVIADO_FTP');
    expect(orderStatusOfId(12)).toBe('NAO_FATURADO');
    expect(orderStatusOfId(7)).toBe('CANCELADO');
    expect(orderStatusOfId(99)).toBeUndefined();
    expect(new Set(ALL.map((s) => ORDER_STATUS_TABLE[s].id)).size).toBe(15);
    expect(new Set(ALL.map((s) => ORDER_STATUS_TABLE[s].index)).size).toBe(15);
    for (const status of ALL) expect(orderStatusOfId(ORDER_STATUS_TABLE[status].id)).toBe(status);
  });

  it('reads the texts, [Todas] for an empty filter', () => {
    expect(orderStatusLabel('AGUARDANDO_FATURAMENTO')).toBe('Enviado - Sem Retorno');
    expect(orderStatusLabel('ENVIADO_FTP')).toBe('Aguardando código de pedido');
    expect(orderStatusLabel('')).toBe('[Todas]');
    expect(orderStatusLabel(null)).toBe('[Todas]');
  });

  it('counts an index above 5 as sent or later', () => {
    expect(ALL.filter(isSentOrLater).sort()).toEqual(ALL.filter((s) => orderStatusIndex(s) > 5).sort());
    expect(isSentOrLater('ENVIADO')).toBe(true);
    expect(isSentOrLater('ENVIADO_PROBLEMA')).toBe(false);
    expect(isSentOrLater('CONFIRMADO')).toBe(false);
    expect(isSentOrLater('CANCELADO')).toBe(false);
  });

  it('selects EM_CRIACAO, CONFIRMADO and NAO_INICIADO for bulk actions; sends CONFIRMADO and ENVIADO_PROBLEMA', () => {
    expect(ALL.filter(isBulkSelectable).sort()).toEqual(['CONFIRMADO', 'EM_CRIACAO', 'NAO_INICIADO']);
    expect(ALL.filter(isSendable).sort()).toEqual(['CONFIRMADO', 'ENVIADO_PROBLEMA']);
  });

  it('says the FTP message when some returned order waits on the FTP file (spec 03 §4.6)', () => {
    expect(sendSuccessMessage(['ENVIADO'], false)).toBe('Pedido enviado com sucesso.');
    expect(sendSuccessMessage(['ENVIADO', 'AGUARDANDO_FATURAMENTO'], true)).toBe('Pedidos enviados com sucesso.');
    expect(sendSuccessMessage(['ENVIADO', 'ENVIADO_FTP'], true)).toBe('Gerando arquivo de pedido no FTP para envio dos pedidos.');
    expect(sendSuccessMessage(['ENVIADO_FTP'], false)).toBe('Gerando arquivo de pedido no FTP para envio dos pedidos.');
  });
});

describe('looping status rules (spec 03 §4.6)', () => {
  const data = (status: 'P' | 'W' | 'D' | 'MD' | 'C' | null, percentualPrecoMax: number | null = 10, horarioLimite: string | null = '21:00') => ({ status, percentualPrecoMax, horarioLimite });

  it('P and W are active', () => {
    expect(['P', 'W', 'D', 'MD', 'C', null].filter((s) => isLoopingActive(s as never))).toEqual(['P', 'W']);
  });

  it('offers ending only with a limit and a time and a status other than C, D or MD', () => {
    expect(canEndLooping(data('P'))).toBe(true);
    expect(canEndLooping(data('W', 0))).toBe(true);
    expect(canEndLooping(data('MD'))).toBe(false);
    expect(canEndLooping(data('D'))).toBe(false);
    expect(canEndLooping(data('C'))).toBe(false);
    expect(canEndLooping(data('P', null))).toBe(false);
    expect(canEndLooping(data('P', 10, ''))).toBe(false);
    expect(canEndLooping(null)).toBe(false);
    expect(hasLoopingLimits(data('C'))).toBe(true);
  });

  it('shows the limiter as N % up to 300 and Max. at 301', () => {
    expect(limiterLabel(0)).toBe('0 %');
    expect(limiterLabel(300)).toBe('300 %');
    expect(limiterLabel(301)).toBe('Max.');
  });
});

describe('looping time limit (spec 03 §5)', () => {
  const at = (h: number, m: number) => brasiliaInstant({ year: 2026, month: 11, day: 23, hour: h, minute: m, second: 30 });

  it('is required and a valid HH:mm', () => {
    expect(loopingTimeProblem('', at(10, 0))).toBe(LOOPING_TIME_MESSAGES.required);
    expect(loopingTimeProblem('25:00', at(10, 0))).toBe(LOOPING_TIME_MESSAGES.required);
  });

  it('accepts the current minute up to 23:59 and refuses an earlier time', () => {
    expect(loopingTimeProblem('21:00', at(10, 0))).toBeNull();
    expect(loopingTimeProblem('10:00', at(10, 0))).toBeNull();
    expect(loopingTimeProblem('23:59', at(23, 59))).toBeNull();
    expect(loopingTimeProblem('09:59', at(10, 0))).toBe('Preencher com o horário atual ou maior (até 23:59)');
    expect(loopingTimePassed('09:59', at(10, 0))).toBe(true);
    expect(loopingTimePassed('21:00', at(10, 0))).toBe(false);
  });
});
