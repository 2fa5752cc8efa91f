import fc from 'fast-check';
import { formatMoney } from '../lib/format';
import { CELL_PADDING_PX, CHAR_PX, cellKindClass, contentWidth, kindOf, withKind } from './columnKinds';
import { productNameLines, productNameParts } from './productName';
import { placeTip } from './refusalTip';

describe('column kinds (issue 28)', () => {
  it('an EAN or money column is at least as wide as a 13-digit EAN or a value under R$ 1.000,00, and marks its cells', () => {
    const ean = withKind('ean', { colId: 'codigoBarras', width: 90 });
    expect(ean.minWidth).toBe(contentWidth('7896000000000'));
    expect(ean.width).toBeGreaterThanOrEqual(ean.minWidth!);
    expect(kindOf(ean)).toBe('ean');
    expect(ean.cellClass).toEqual([cellKindClass('ean')]);
    const money = withKind('money', { colId: 'total', width: 200, cellClass: 'mine' });
    expect(money.width).toBe(200);
    expect(money.cellClass).toEqual(['cell-kind--money', 'mine']);
  });

  it("a column's own cellClass function keeps working beside the kind's class", () => {
    const def = withKind<{ a: number }>('quantity', { colId: 'q', cellClass: () => ['x', 'y'] });
    expect((def.cellClass as (p: unknown) => string[])({})).toEqual(['cell-kind--quantity', 'x', 'y']);
  });

  it('the width a money text needs grows with its formatted length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (cents) => {
        const text = formatMoney(cents / 100);
        expect(contentWidth(text)).toBe(Math.ceil(text.length * CHAR_PX) + CELL_PADDING_PX);
        expect(contentWidth(text)).toBeGreaterThanOrEqual(contentWidth(formatMoney(0)));
      }),
    );
  });
});

describe('productNameLines', () => {
  it('puts the substance and its strength on the first line, the form and pack on the second', () => {
    expect(productNameLines('LEVETIRACETAM 250 MG COM REV CT BL AL AL X 30')).toEqual(['LEVETIRACETAM 250 MG', 'COM REV CT BL AL AL X 30']);
    expect(productNameLines('ACEBROFILINA 10 MG/ML XPE CT FR VD AMB X 120 ML + COP')).toEqual(['ACEBROFILINA 10 MG/ML', 'XPE CT FR VD AMB X 120 ML + COP']);
    expect(productNameLines('TELMISARTANA + HIDROCLOROTIAZIDA 80 MG + 12,5 MG COM CT X 30')).toEqual(['TELMISARTANA + HIDROCLOROTIAZIDA 80 MG + 12,5 MG', 'COM CT X 30']);
    expect(productNameLines('ANTARA XR 500 MG COM REV LIB PROL X 14')).toEqual(['ANTARA XR 500 MG', 'COM REV LIB PROL X 14']);
  });

  it('keeps the strength apart, so that it can stay whole when the substance is cut', () => {
    expect(productNameParts('ATORVASTATINA CÁLCICA 10 MG COM REV CT AL/AL X 30')).toEqual({ substance: 'ATORVASTATINA CÁLCICA', strength: '10 MG', rest: 'COM REV CT AL/AL X 30' });
    expect(productNameParts('DIPIRONA')).toEqual({ substance: 'DIPIRONA', strength: '', rest: '' });
  });

  it('splits a name without figures in the middle of its words; one word stays whole', () => {
    expect(productNameLines('ALCOOL GEL ANTISSEPTICO FRASCO')).toEqual(['ALCOOL GEL', 'ANTISSEPTICO FRASCO']);
    expect(productNameLines('  DIPIRONA ')).toEqual(['DIPIRONA', '']);
  });

  it('loses no word and keeps their order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Z0-9,]{1,8}$/), { minLength: 1, maxLength: 12 }), (words) => {
        const [head, tail] = productNameLines(words.join(' '));
        expect(`${head} ${tail}`.trim()).toBe(words.join(' '));
      }),
    );
  });
});

describe('placeTip', () => {
  const viewport = { width: 1330, height: 860 };
  const tip = { width: 300, height: 40 };

  it('goes under its cell, left edges together', () => {
    expect(placeTip({ top: 100, left: 200, width: 90, height: 34 }, tip, viewport)).toEqual({ top: 138, left: 200 });
  });

  it('goes over the cell when there is no room below (a cell at the bottom of the screen)', () => {
    expect(placeTip({ top: 830, left: 200, width: 90, height: 34 }, tip, viewport)).toEqual({ top: 786, left: 200 });
  });

  it('always stays inside the viewport', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 1500 }), fc.integer({ min: -200, max: 1000 }), fc.integer({ min: 20, max: 400 }), fc.integer({ min: 20, max: 120 }), (left, top, width, height) => {
        const at = placeTip({ top, left, width: 90, height: 34 }, { width, height }, viewport);
        expect(at.left).toBeGreaterThanOrEqual(0);
        expect(at.top).toBeGreaterThanOrEqual(0);
        expect(at.left + width).toBeLessThanOrEqual(viewport.width);
        expect(at.top + height).toBeLessThanOrEqual(viewport.height);
      }),
    );
  });
});
