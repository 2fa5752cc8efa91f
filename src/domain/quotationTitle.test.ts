import fc from 'fast-check';
import { truncateTitle } from './quotationTitle';

describe('truncateTitle', () => {
  it('keeps titles of up to 30 characters and cuts longer ones to 30 plus an ellipsis', () => {
    expect(truncateTitle('Reposição semanal')).toBe('Reposição semanal');
    expect(truncateTitle('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateTitle('Compra de medicamentos de alto custo')).toBe('Compra de medicamentos de alto...');
  });

  it('property: the result is the title itself or its first 30 characters plus "..."', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (title) => {
        const cut = truncateTitle(title);
        const chars = Array.from(title);
        if (chars.length <= 30) expect(cut).toBe(title);
        else expect(cut).toBe(`${chars.slice(0, 30).join('')}...`);
      }),
    );
  });
});
