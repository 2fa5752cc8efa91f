import fc from 'fast-check';
import type { Page } from '../../src/api/dto';
import type { CriarPedidoComboDto, ResultadoComboDto } from '../../src/api/comboDto';
import type { ItemEmbalagemDto, QuantidadeCalculadaDto } from '../../src/api/pedidoAutomaticoEmbalagemDto';
import { readCombos, type ComboView } from './apiReader';
import { act, nothing, Step } from './step';
import { QUOTATION } from './world';

const A = '/pedidoAutomatico';
const pick = fc.nat(999);
const MINUTE = 60_000;

/** Raises each combo item below its minimum to the minimum ('Criar pedido combo' is refused otherwise). */
async function fixMinimums(combo: ComboView): Promise<void> {
  for (const item of combo.itens.filter((candidate) => candidate.problemaDeMinimo)) {
    await act<ResultadoComboDto>(`${A}/alterarQuantidadeCombo`, { body: { idRespostaClienteItem: item.idRespostaClienteItem, quantidade: item.quantidadeMinima, quantidadeMinima: item.quantidadeMinima, quantidadeMaxima: item.quantidadeMaxima } });
  }
}

export const createComboStep = (at: number, mode: 'manter' | 'substituir') =>
    new Step(`criar pedido combo(${at}, ${mode})`, async () => {
      const combos = await readCombos(QUOTATION);
      if (combos.length === 0) return nothing('sem combos');
      const combo = combos[at % combos.length];
      await fixMinimums(combo);
      const answer =
        mode === 'manter'
          ? await act<CriarPedidoComboDto>(`${A}/criarPedidoCombo/${QUOTATION}?idRespostaCliente=${combo.idRespostaCliente}&manterItens=true`)
          : await act<CriarPedidoComboDto>(`${A}/excluirItensECriarPedidoCombo/${QUOTATION}`, { body: { idRespostaCliente: combo.idRespostaCliente, idPedidoItem: combo.idsPedidoItem } });
      return `combo ${combo.idRespostaCliente} → ${answer.status} ${answer.body.sucesso ? answer.body.idPedido : answer.body.mensagem}`;
    });

const createCombo = fc.tuple(pick, fc.constantFrom('manter' as const, 'substituir' as const)).map(([at, mode]) => createComboStep(at, mode));

const deleteCombo = pick.map(
  (at) =>
    new Step(`excluir pedido combo(${at})`, async (world) => {
      const ids = world.combos.flatMap((combo) => (combo.idPedido === null ? [] : [combo.idPedido]));
      if (ids.length === 0) return nothing('sem pedido combo');
      const idPedido = ids[at % ids.length];
      return `${idPedido} → ${(await act(`${A}/combo/deletePedido`, { body: [idPedido] })).status}`;
    }),
);

const packaging = fc.record({ limitRoundDown: fc.constantFrom(0, 5, 50), limitRoundUp: fc.constantFrom(0, 5, 50), downOrUp: fc.boolean(), atLeastOneProductPack: fc.boolean() }).map(
  (limits) =>
    new Step(`embalagem(${JSON.stringify(limits)})`, async () => {
      const problems = (await act<Page<ItemEmbalagemDto>>(`${A}/getItensWithPackOrMinimumProblem/${QUOTATION}?unpaged=true`, { method: 'GET' })).body.content;
      if (problems.length === 0) return nothing('sem problemas');
      const body = { ...limits, upOrDown: !limits.downOrUp };
      const computed = (await act<QuantidadeCalculadaDto[]>(`${A}/aplicarLimitesEmbalagem/${QUOTATION}`, { body })).body.filter((row) => row.quantidade > 0);
      if (computed.length === 0) return `${problems.length} problema(s), nada resolvido`;
      const { status } = await act(`${A}/confirmarAjustesEmbalagem/${QUOTATION}`, { body: computed.map((row) => ({ id: row.idPedidoItem, qtdePedida: row.quantidade })) });
      return `${computed.map((row) => `${row.idPedidoItem}=${row.quantidade}`).join(',')} → ${status}`;
    }),
);

const confirm = fc.boolean().map(
  (acceptDouble) =>
    new Step(`confirmar(${acceptDouble ? 'aceitando o dobro' : 'direto'})`, async () => {
      if (acceptDouble) await act(`${A}/aceitarQuantidadesEmDobro/${QUOTATION}`);
      const { status, body } = await act<{ mensagem: string }>(`${A}/confirmar/${QUOTATION}`, { method: 'GET' });
      return `${status} ${body.mensagem}`;
    }),
);

const send = fc.tuple(pick, fc.boolean()).map(
  ([at, all]) =>
    new Step(`enviar(${all ? 'todos' : at})`, async (world) => {
      const confirmed = world.view.orders.filter((order) => order.situacaoPedido === 'CONFIRMADO').map((order) => order.idPedido);
      if (confirmed.length === 0) return nothing('nenhum confirmado');
      const idsPedido = all ? confirmed : [confirmed[at % confirmed.length]];
      const { status } = await act('/pedido/enviar', { key: `envio-${Math.random()}`, body: { idsPedido, enviarComLooping: false } });
      return `${idsPedido.join(',')} → ${status}`;
    }),
);

const clock = fc.integer({ min: 1, max: 7 }).map((minutes) => new Step(`relógio +${minutes} min`, async () => void (await act('/__mock/clock', { body: { advanceMs: minutes * MINUTE } }))));

const billingReturn = fc.constant(
  new Step('retorno de faturamento', async () => {
    await act('/__mock/clock', { body: { advanceMs: 6 * MINUTE } });
    const { status } = await act(`/pedido/resumo/getRetornoFaturamento/${QUOTATION}`, { method: 'GET' });
    return String(status);
  }),
);

/** The whole way at once (confirm, send everything, the billing return), so sessions reach the billed statuses often. */
export const confirmSendBillStep = new Step('confirmar, enviar tudo e retorno', async () => {
    await act(`${A}/aceitarQuantidadesEmDobro/${QUOTATION}`);
    const confirmed = await act<{ mensagem: string }>(`${A}/confirmar/${QUOTATION}`, { method: 'GET' });
    const sent = await act(`/pedido/enviarTodos/${QUOTATION}`, { key: `envio-${Math.random()}`, body: { enviarComLooping: false } });
    await act('/__mock/clock', { body: { advanceMs: 7 * MINUTE } });
    return `${confirmed.status} ${confirmed.body.mensagem}; envio ${sent.status}`;
  });

const confirmSendBill = fc.constant(confirmSendBillStep);

/** Combo create/delete, packaging adjustments, confirm, send, the clock and the billing return. */
export const flowCommands = { createCombo, deleteCombo, packaging, confirm, send, clock, billingReturn, confirmSendBill };
