import type { Page } from '../../src/api/dto';
import type { ConfirmacaoAjustesDto, ItemEmbalagemDto, QuantidadeCalculadaDto } from '../../src/api/pedidoAutomaticoEmbalagemDto';
import { dropAutomaticOrderIndex } from '../db/automaticOrder/automaticOrderIndex';
import { db, resetDb } from '../db/core/current';
import { callMockApi } from './testApiCall';

/**
 * 'Aplicar' on the e2e scenario (spec 03 §4.3, §5, §7.2; docs/decisions.md "Packaging 'Aplicar'"):
 * every quantity the server computes is one the §5 rule accepts, 'senão' falls back the other way
 * when the preferred way gives nothing, and the confirmation takes what it computed.
 */
const BASE = '/pedidoAutomatico';
const NO_FLAGS = { atLeastOneProductPack: false, atLeastTheMinimumAmountRequired: false };

/** The §5 rule written out plainly (zero is not a resolution). */
function satisfiesRule(quantity: number, row: ItemEmbalagemDto): boolean {
  const pack = Math.max(1, row.quantidadeEmbalagem);
  if (quantity <= 0 || quantity % pack !== 0) return false;
  if (row.quantidadeFixa && row.quantidadeMinima > 0) return quantity === row.quantidadeMinima;
  return quantity >= row.quantidadeMinima;
}

async function scenario(): Promise<{ id: number; rows: ItemEmbalagemDto[] }> {
  resetDb('e2e');
  for (const quotation of db().data.quotations) {
    const rows = (await callMockApi<Page<ItemEmbalagemDto>>(`${BASE}/getItensWithPackOrMinimumProblem/${quotation.id}?unpaged=1`)).body.content ?? [];
    if (rows.length > 0) return { id: quotation.id, rows };
  }
  throw new Error('the e2e scenario has no packaging problems');
}

const apply = (id: number, body: object, path = 'arredondarEmbalagem') => callMockApi<QuantidadeCalculadaDto[]>(`${BASE}/${path}/${id}`, { method: 'POST', body });

describe("'Aplicar' on the e2e scenario", () => {
  it("'Para baixo, senão para cima' with 0,00 limits resolves every row: down when that is accepted, else up (a quantity below the minimum or under one box goes up)", async () => {
    const { id, rows } = await scenario();
    const answer = (await apply(id, { roundDown: true, roundUp: false, ...NO_FLAGS })).body;
    expect(answer.map((row) => row.idPedidoItem)).toEqual(rows.map((row) => row.idPedidoItem));
    let wentUp = 0;
    answer.forEach(({ quantidade }, n) => {
      const row = rows[n];
      expect(satisfiesRule(quantidade, row)).toBe(true);
      const pack = Math.max(1, row.quantidadeEmbalagem);
      const down = Math.floor(row.quantidade / pack) * pack;
      if (satisfiesRule(down, row) && !row.quantidadeFixa) expect(quantidade).toBe(down);
      else if (quantidade > row.quantidade) wentUp += 1;
    });
    expect(wentUp).toBeGreaterThan(0);
  });

  it("'Para cima, senão para baixo' and the limits form: every computed quantity satisfies §5, every 0 comes with its reason", async () => {
    const { id, rows } = await scenario();
    const up = (await apply(id, { roundDown: false, roundUp: true, ...NO_FLAGS })).body;
    up.forEach(({ quantidade }, n) => expect(satisfiesRule(quantidade, rows[n])).toBe(true));
    const tight = (await apply(id, { limitRoundDown: 0.01, limitRoundUp: 0.01, downOrUp: true, upOrDown: false, atLeastOneProductPack: false }, 'aplicarLimitesEmbalagem')).body;
    expect(tight.some((row) => row.quantidade === 0)).toBe(true);
    tight.forEach((row, n) => {
      if (row.quantidade > 0) expect(satisfiesRule(row.quantidade, rows[n])).toBe(true);
      else expect(row.motivo).toMatch(/^Fora dos limites: para baixo .+; para cima .+\.$/);
    });
  });

  it('5 in a box of 12 with no limits becomes 12 under both preferences, and confirming it clears the problem', async () => {
    const { id, rows } = await scenario();
    const target = rows.find((row) => !row.quantidadeFixa)!;
    const item = db().orderItems.get(target.idPedido).find((candidate) => candidate.id === target.idPedidoItem)!;
    Object.assign(item, { qtdePedida: 5, qtdeEmbalagem: 12, qtdeMinima: 0 });
    dropAutomaticOrderIndex(db(), id);
    for (const roundDown of [true, false]) {
      const answer = (await apply(id, { roundDown, roundUp: !roundDown, ...NO_FLAGS })).body.find((row) => row.idPedidoItem === target.idPedidoItem);
      expect(answer).toEqual({ idPedidoItem: target.idPedidoItem, quantidade: 12 });
    }
    const done = await callMockApi<ConfirmacaoAjustesDto>(`${BASE}/confirmarAjustesEmbalagem/${id}`, { method: 'POST', body: [{ id: target.idPedidoItem, qtdePedida: 12 }] });
    expect(done.body).toMatchObject({ sucesso: true, quantidade: 1 });
    const left = (await callMockApi<Page<ItemEmbalagemDto>>(`${BASE}/getItensWithPackOrMinimumProblem/${id}?unpaged=1`)).body.content;
    expect(left.map((row) => row.idPedidoItem)).not.toContain(target.idPedidoItem);
    expect(db().orderItems.get(target.idPedido).find((candidate) => candidate.id === target.idPedidoItem)!.qtdePedida).toBe(12);
  });
});

describe("'Aplicar' reads only what it changes (issue 31)", () => {
  it("reads no order's items once the automatic order's index exists, and follows a quantity changed since", async () => {
    const { id, rows } = await scenario();
    const reads = jest.spyOn(db().orderItems, 'read');
    const get = jest.spyOn(db().orderItems, 'get');
    try {
      const answer = (await apply(id, { roundDown: true, roundUp: false, ...NO_FLAGS })).body;
      expect(answer.map((row) => row.idPedidoItem)).toEqual(rows.map((row) => row.idPedidoItem));
      expect(reads).not.toHaveBeenCalled();
      expect(get).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      get.mockRestore();
    }
    // A quantity typed on the automatic order since, one the rule accepts: the next 'Aplicar' no longer lists the item.
    const target = rows.find((row) => !row.quantidadeFixa && row.quantidadeMinima === 0)!;
    const changed = await callMockApi(`${BASE}/updateItemQuatity`, { method: 'POST', body: { id: target.idPedidoItem, qtdePedida: Math.max(1, target.quantidadeEmbalagem) * 5 } });
    expect(changed.status).toBe(200);
    const after = (await apply(id, { roundDown: true, roundUp: false, ...NO_FLAGS })).body.map((row) => row.idPedidoItem);
    expect(after).not.toContain(target.idPedidoItem);
    expect(after).toEqual(rows.map((row) => row.idPedidoItem).filter((idPedidoItem) => idPedidoItem !== target.idPedidoItem));
  });
});
