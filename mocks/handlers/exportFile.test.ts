import { signToken } from '../auth/jwt';
import { db } from '../db/core/current';

describe('products export file', () => {
  it('is a download named cotacao-{id}.csv: UTF-8 BOM, ; separated, one line per item', async () => {
    const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });
    const quotation = db().data.quotations.find((q) => q.idComprador === 1 && q.itens.length > 0)!;
    const answer = await fetch(`http://localhost/api/cotacao/exportProdutosCotacao/${quotation.id}`, { headers: { Authorization: `Bearer ${token}` } });
    const { mensagem: link } = (await answer.json()) as { mensagem: string };

    const file = await fetch(link); // opened without the Bearer token: the key in the link authorizes it
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toBe(`attachment; filename="cotacao-${quotation.id}.csv"`);
    expect(file.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('EAN;Produto;Apresentação;Fabricante;Quantidade');
    expect(lines).toHaveLength(quotation.itens.length + 1);
    expect(lines.slice(1).every((line) => /^\d{13};/.test(line))).toBe(true);
  });
});
