import type { Page } from '../../src/api/dto';
import type { FornecedorPedidoAutomaticoDto } from '../../src/api/pedidoAutomaticoDto';
import { DEFAULT_FILTER, filterToParams } from '../../src/domain/automaticOrderFilter';
import { signToken } from '../auth/jwt';
import { db, resetDb } from '../db/core/current';

const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });

/** Issue 29 point 6: the automatic order's supplier page carries `numberOfElements` like every paged answer. */
describe('paged answers', () => {
  it('the supplier page of the automatic order says how many rows this page holds, also on a last, shorter page', async () => {
    resetDb('demo');
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 20)!;
    const read = async (page: number, size: number): Promise<Page<FornecedorPedidoAutomaticoDto>> => {
      const query = new URLSearchParams([...filterToParams(DEFAULT_FILTER), ['page', String(page)], ['size', String(size)]]);
      const answer = await fetch(`http://localhost/api/pedidoAutomatico/${quotation.id}/fornecedores?${query}`, { headers: { Authorization: `Bearer ${token}` } });
      return (await answer.json()) as Page<FornecedorPedidoAutomaticoDto>;
    };
    const all = await read(0, 100);
    expect(all.numberOfElements).toBe(all.content.length);
    expect(all.totalElements).toBeGreaterThan(2);
    const size = all.totalElements - 1;
    const last = await read(1, size);
    expect(last.content).toHaveLength(1);
    expect(last.numberOfElements).toBe(1);
  });
});
