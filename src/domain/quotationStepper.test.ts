import fc from 'fast-check';
import { isStepReachable, stepperSteps, type StepIndex } from './quotationStepper';

const reachable = (ctx: Parameters<typeof stepperSteps>[0]) => stepperSteps(ctx).map((s) => s.reachable);

describe('stepper reachability (spec 03 §2.2)', () => {
  it('links each step to its route, Pedido by how the orders were generated', () => {
    expect(stepperSteps({ idCotacao: 7, current: 0, pedidoGerado: 'AUTOMATICO', pedidoEnviado: false }).map((s) => [s.label, s.path])).toEqual([
      ['Resumo', '/pedido-resumo/7'],
      ['Pedido', '/pedido-automatico/7'],
      ['Revisão e envio', '/revisao-envio/7'],
    ]);
    expect(stepperSteps({ idCotacao: 7, current: 0, pedidoGerado: 'MANUAL', pedidoEnviado: false })[1].path).toBe('/pedido-manual/7');
  });

  it('never offers the current step', () => {
    expect(reachable({ idCotacao: 1, current: 0, pedidoGerado: 'AUTOMATICO', pedidoEnviado: false })).toEqual([false, true, true]);
    expect(reachable({ idCotacao: 1, current: 1, pedidoGerado: 'AUTOMATICO', pedidoEnviado: false })).toEqual([true, false, true]);
    expect(reachable({ idCotacao: 1, current: 2, pedidoGerado: 'MANUAL', pedidoEnviado: false })).toEqual([true, true, false]);
  });

  it('disables the order steps until orders exist', () => {
    const steps = stepperSteps({ idCotacao: 1, current: 0, pedidoGerado: null, pedidoEnviado: false });
    expect(steps.map((s) => s.disabled)).toEqual([false, true, true]);
    expect(steps.map((s) => s.reachable)).toEqual([false, false, false]);
  });

  it('offers the review only once an order is confirmed (or further on), with the reason beside it before (issue 25 point 8)', () => {
    const at = (situacoesPedido: Parameters<typeof stepperSteps>[0]['situacoesPedido']) => stepperSteps({ idCotacao: 1, current: 1, pedidoGerado: 'AUTOMATICO', pedidoEnviado: false, situacoesPedido })[2];
    expect(at(['EM_CRIACAO', 'NAO_INICIADO', 'CANCELADO'])).toMatchObject({ reachable: false, reason: 'Confirme o pedido para revisar e enviar' });
    expect(at(['EM_CRIACAO', 'CONFIRMADO'])).toMatchObject({ reachable: true });
    expect(at(['EM_CRIACAO', 'CONFIRMADO']).reason).toBeUndefined();
    expect(at(['ENVIADO_PENDENTE_DE_PAGAMENTO'])).toMatchObject({ reachable: true });
    expect(at(undefined)).toMatchObject({ reachable: true });
  });

  it('blocks navigation once the order is sent', () => {
    expect(reachable({ idCotacao: 1, current: 2, pedidoGerado: 'AUTOMATICO', pedidoEnviado: true })).toEqual([false, false, false]);
  });

  it('a step after a disabled step is never reachable, whatever the flags', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }), fc.integer({ min: 0, max: 2 }), (disabled, current) => {
        for (let index = 0; index < 3; index += 1) {
          const earlierOrOwnDisabled = disabled.slice(0, index + 1).some(Boolean);
          expect(isStepReachable(disabled, current as StepIndex, index)).toBe(index !== current && !earlierOrOwnDisabled);
        }
      }),
    );
  });
});
