import fc from 'fast-check';
import type { Page, PedidoItemDto } from '../../src/api/dto';
import type { ItemExcluidoDto, RespostaProdutoDto } from '../../src/api/pedidoAutomaticoSelectionDto';
import { DEFAULT_FILTER } from '../../src/domain/automaticOrderFilter';
import { act, nothing, Step } from './step';
import { QUOTATION, validQuantity, type OrderWorld } from './world';

const A = '/pedidoAutomatico';
const pick = fc.nat(999);
const boxes = fc.integer({ min: 1, max: 8 });

/** A selection of one order's items: all but `except` (selecionado) or only `except`. */
const selectionOf = (idPedido: number, selecionado: boolean, except: number[]) => ({
  checkTodosSelecionados: false,
  parcialmenteSelecionados: true,
  filtrado: false,
  filtros: DEFAULT_FILTER,
  itens: [{ idPedido, parcial: true, selecionado, idPedidoItens: except }],
});

/** The buyer typed a quantity with the answered quantity in view (the grid's 'Quantidade respondida'). */
function typed(world: OrderWorld, item: PedidoItemDto, quantity: number): void {
  if (quantity > item.qtdeRespondida) world.warned.add(item.id);
}

export const editQuantityStep = (at: number, multiple: number) =>
  new Step(`quantidade(${at}, ${multiple} cx)`, async (world) => {
    const item = world.pickItem(at);
    if (!item) return nothing('nenhum item');
    const qtdePedida = validQuantity(item, multiple);
    const { status } = await act(`${A}/updateItemQuatity`, { body: { id: item.id, qtdePedida } });
    if (status === 200) typed(world, item, qtdePedida);
    return `${item.id}=${qtdePedida} → ${status}`;
  });

const editQuantity = fc.tuple(pick, boxes).map(([at, multiple]) => editQuantityStep(at, multiple));

export const editQuantitiesStep = (first: number, second: number, multiple: number) =>
  new Step(`quantidades(${first}, ${second}, ${multiple} cx)`, async (world) => {
    const items = [...new Map([world.pickItem(first), world.pickItem(second)].filter((item) => item !== null).map((item) => [item.id, item])).values()];
    if (items.length === 0) return nothing('nenhum item');
    const body = items.map((item) => ({ id: item.id, qtdePedida: validQuantity(item, multiple) }));
    const { status } = await act(`${A}/updateItensQuatity`, { body });
    if (status === 200) items.forEach((item, i) => typed(world, item, body[i].qtdePedida));
    return `${body.map((change) => `${change.id}=${change.qtdePedida}`).join(',')} → ${status}`;
  });

const editQuantities = fc.tuple(pick, pick, boxes).map(([first, second, multiple]) => editQuantitiesStep(first, second, multiple));

/** The answers modal of one item ('Ver Respostas por Produto'). */
async function answersOf(item: PedidoItemDto): Promise<RespostaProdutoDto[]> {
  return (await act<Page<RespostaProdutoDto>>(`${A}/verRespostasPorProduto/${QUOTATION}?size=50`, { body: selectionOf(item.idPedido, false, [item.id]) })).body.content ?? [];
}

export const chooseAnswerStep = (at: number, rank: number) =>
    new Step(`escolher resposta(${at}, ${rank}ª)`, async (world) => {
      const item = world.pickItem(at);
      if (!item) return nothing('nenhum item');
      const answers = await answersOf(item);
      const chosen = answers.find((answer) => answer.ordemPreco === rank) ?? answers[answers.length - 1];
      if (!chosen) return nothing('sem respostas');
      const { status } = await act(`${A}/selecionarResposta`, { body: { id: chosen.id, idPedidoItem: item.id, checked: true } });
      // Choosing the answer already chosen changes nothing: what the buyer was warned of stands.
      if (status === 200 && !chosen.comprarCliente) world.warned.delete(item.id);
      return `${item.id} ← fornecedor ${chosen.idFornecedor} → ${status}`;
    });

const chooseAnswer = fc.tuple(pick, fc.integer({ min: 1, max: 3 })).map(([at, rank]) => chooseAnswerStep(at, rank));

export const answerQuantityStep = (at: number, multiple: number) =>
    new Step(`quantidade da resposta(${at}, ${multiple} cx)`, async (world) => {
      const item = world.pickItem(at);
      if (!item) return nothing('nenhum item');
      const chosen = (await answersOf(item)).find((answer) => answer.comprarCliente);
      if (!chosen) return nothing('sem resposta escolhida');
      const quantidadePedir = Math.max(1, chosen.quantidadeEmbalagem) * multiple;
      const { status } = await act(`${A}/alterarQuantidadeResposta`, { body: { id: chosen.id, idPedidoItem: item.id, quantidadePedir } });
      return `${item.id}=${quantidadePedir} (responde ${chosen.quantidade}) → ${status}`;
    });

const answerQuantity = fc.tuple(pick, boxes).map(([at, multiple]) => answerQuantityStep(at, multiple));

/** The branches (cnpj) of a product's items in editable orders, chosen by a bit mask (at least one). */
function branchesFor(world: OrderWorld, item: PedidoItemDto, mask: number): { cnpjs: string[]; items: PedidoItemDto[] } {
  const holders = world.editableOrders().flatMap(({ order, items }) => items.filter((other) => other.idProduto === item.idProduto && !other.combo).map((other) => ({ cnpj: order.cnpjCliente, item: other })));
  const cnpjs = [...new Set(holders.map((holder) => holder.cnpj))];
  const chosen = cnpjs.filter((_, i) => (mask >> i) & 1);
  const picked = chosen.length > 0 ? chosen : cnpjs.slice(0, 1);
  return { cnpjs: picked, items: holders.filter((holder) => picked.includes(holder.cnpj)).map((holder) => holder.item) };
}

const massAnswer = fc.tuple(pick, fc.integer({ min: 1, max: 3 }), fc.nat(15)).map(
  ([at, ordemTela, mask]) =>
    new Step(`resposta em massa(${at}, ${ordemTela}ª, filiais ${mask})`, async (world) => {
      const item = world.pickItem(at);
      if (!item) return nothing('nenhum item');
      const { cnpjs } = branchesFor(world, item, mask);
      // The item kept at each branch keeps its answer and quantity (the others leave their orders): what the buyer was warned of stands.
      const { status } = await act(`${A}/alterarRespostaEmMassa/${QUOTATION}`, { body: { codBarras: item.codigoBarras, cnpjs, ordemTela } });
      return `${item.codigoBarras} em ${cnpjs.length} filial(is) → ${status}`;
    }),
);

const massQuantity = fc.tuple(pick, boxes, fc.nat(15)).map(
  ([at, multiple, mask]) =>
    new Step(`quantidade em massa(${at}, ${multiple} cx, filiais ${mask})`, async (world) => {
      const item = world.pickItem(at);
      if (!item) return nothing('nenhum item');
      const { cnpjs, items } = branchesFor(world, item, mask);
      const quantidadePedirSistema = validQuantity(item, multiple);
      const { status } = await act(`${A}/alterarQuantidadeRespostaEmMassa/${QUOTATION}`, { body: { codBarras: item.codigoBarras, cnpjs, quantidadePedirSistema } });
      if (status === 200) items.forEach((changed) => typed(world, changed, quantidadePedirSistema));
      return `${item.codigoBarras}=${quantidadePedirSistema} em ${cnpjs.length} filial(is) → ${status}`;
    }),
);

const deleteOrder = pick.map(
  (at) =>
    new Step(`excluir pedido(${at})`, async (world) => {
      const orders = world.editableOrders();
      if (orders.length === 0) return nothing('nenhum pedido');
      const { order } = orders[at % orders.length];
      return `${order.idPedido} → ${(await act(`${A}/deletePedido`, { body: [{ idPedido: order.idPedido }] })).status}`;
    }),
);

export const excludeItemStep = (at: number) =>
  new Step(`excluir item(${at})`, async (world) => {
    const item = world.pickItem(at, () => true);
    if (!item) return nothing('nenhum item');
    return `${item.id} → ${(await act(`${A}/deletePedidoItem`, { body: selectionOf(item.idPedido, false, [item.id]) })).status}`;
  });

const deleteItem = pick.map(excludeItemStep);

export const keepOneItemStep = (at: number) =>
    new Step(`excluir todos menos um(${at})`, async (world) => {
      const orders = world.editableOrders().filter(({ items }) => items.length > 1);
      if (orders.length === 0) return nothing('nenhum pedido com mais de um item');
      const { order, items } = orders[at % orders.length];
      const kept = items[at % items.length];
      return `${order.idPedido} fica com ${kept.id} → ${(await act(`${A}/deletePedidoItem`, { body: selectionOf(order.idPedido, true, [kept.id]) })).status}`;
    });

const keepOneItem = pick.map(keepOneItemStep);

const reinsert = fc.tuple(fc.boolean(), pick).map(
  ([todos, at]) =>
    new Step(todos ? 'reinserir todos' : `reinserir(${at})`, async () => {
      const excluded = (await act<Page<ItemExcluidoDto>>(`${A}/verExcluidos/${QUOTATION}?size=100`, { method: 'GET' })).body.content;
      if (excluded.length === 0) return nothing('nada excluído');
      const idPedidoItens = todos ? [] : [excluded[at % excluded.length].id];
      return `${todos ? 'todos' : idPedidoItens[0]} → ${(await act(`${A}/reinserirItensExcluidos/${QUOTATION}`, { body: { todos, idPedidoItens } })).status}`;
    }),
);

/** Quantity edits, answer changes, mass edits, deletions and re-inserts. */
export const editCommands = { editQuantity, editQuantities, chooseAnswer, answerQuantity, massAnswer, massQuantity, deleteOrder, deleteItem, keepOneItem, reinsert };
