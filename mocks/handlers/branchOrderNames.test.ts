import type { PedidoAutomaticoDto } from '../../src/api/pedidoAutomaticoDto';
import type { Page } from '../../src/api/dto';
import { DEFAULT_FILTER, filterToParams } from '../../src/domain/automaticOrderFilter';
import { signToken } from '../auth/jwt';
import { db, resetDb } from '../db/core/current';

const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });
const get = async <T>(path: string): Promise<T> => (await (await fetch(`http://localhost/api${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as T;

/** Issue 28: branch orders read as a buyer reads branch names. */
describe('branch names in the order lists', () => {
  it("lists a representative's branch orders in numeric order of their names ('… 48' before '… 117')", async () => {
    resetDb('demo');
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 20)!;
    const orders = db().ordersOf(quotation.id);
    const rep = orders[0];
    const same = orders.filter((o) => o.idFornecedor === rep.idFornecedor && o.idRepresentante === rep.idRepresentante);
    expect(same.length).toBeGreaterThanOrEqual(3);
    // Names that sort differently as text and as numbers.
    ['Drogaria Central 117', 'Drogaria Central 48', 'Drogaria Central 9'].forEach((name, i) => (same[i].nomeFantasiaCliente = name));
    const query = new URLSearchParams([...filterToParams({ ...DEFAULT_FILTER, idFornecedor: rep.idFornecedor, idRepresentante: rep.idRepresentante }), ['size', '100']]);
    const page = await get<Page<PedidoAutomaticoDto>>(`/pedidoAutomatico/${quotation.id}/filiais?${query}`);
    const names = page.content.map((o) => o.nomeFantasiaCliente).filter((name) => name.startsWith('Drogaria Central '));
    expect(names).toEqual(['Drogaria Central 9', 'Drogaria Central 48', 'Drogaria Central 117']);
  });
});
