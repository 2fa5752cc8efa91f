import fc from 'fast-check';
import { decodeQr } from '../../test/qrDecode';
import { encodeQr, QR_MAX_VERSION, QR_TOO_LONG, qrSvgPath } from './qrCode';
import { alignmentPositions, dataCodewords, rsDivisor, rsRemainder, totalCodewords } from './qrCodewords';

/** Text of the length and alphabet of a PIX "copia e cola" code (190 characters). */
const PIX =
  '00020101021226850014br.gov.bcb.pix0114123456780001950245Pedido PD100001 Barros Distribuidora5204000053039865412140753615.155802BR5921BARROS DISTRIBUIDORA6009SAO PAULO62140510PD1000016304ABCD';

/** Byte capacity of each version at level M (ISO/IEC 18004 table 7). */
const BYTES_M = [0, 14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412];

describe('QR encoder (byte mode, level M)', () => {
  it('has the standard number of codewords and alignment patterns per version', () => {
    expect([1, 2, 6, 7, 10, 14, 15].map(totalCodewords)).toEqual([26, 44, 172, 196, 346, 581, 655]);
    expect(alignmentPositions(1)).toEqual([]);
    expect(alignmentPositions(2)).toEqual([6, 18]);
    expect(alignmentPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPositions(14)).toEqual([6, 26, 46, 66]);
    for (let version = 1; version <= QR_MAX_VERSION; version += 1) {
      const header = version <= 9 ? 12 : 20;
      expect(Math.floor((dataCodewords(version) * 8 - header) / 8)).toBe(BYTES_M[version]);
    }
  });

  it('computes the Reed–Solomon codewords of the standard’s example (version 1-M, "01234567")', () => {
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect(rsRemainder(data, rsDivisor(10))).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });

  it('draws a PIX code that an independent decoder reads back', () => {
    const code = encodeQr(PIX);
    expect(PIX.length).toBe(190);
    expect(code.version).toBe(10);
    expect(code.size).toBe(57);
    expect(decodeQr(code)).toBe(PIX);
  });

  it('uses the smallest version that holds the text, and every version decodes (1 to 15)', () => {
    for (let version = 1; version <= QR_MAX_VERSION; version += 1) {
      const text = 'x'.repeat(BYTES_M[version]);
      expect(encodeQr(text).version).toBe(version);
      expect(decodeQr(encodeQr(text))).toBe(text);
      if (version < QR_MAX_VERSION) expect(encodeQr(`${text}y`).version).toBe(version + 1);
    }
  });

  it('decodes with every mask', () => {
    for (let mask = 0; mask < 8; mask += 1) {
      const code = encodeQr(PIX, { mask });
      expect(code.mask).toBe(mask);
      expect(decodeQr(code)).toBe(PIX);
    }
  });

  it('keeps accents (UTF-8) and random text of any length it accepts', () => {
    expect(decodeQr(encodeQr('Pagamento à Farmácia São João – R$ 1.234,56'))).toBe('Pagamento à Farmácia São João – R$ 1.234,56');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 100 }), (text) => decodeQr(encodeQr(text)) === text),
      { numRuns: 40, seed: 1234 },
    );
  });

  it('refuses text longer than version 15 holds', () => {
    expect(() => encodeQr('x'.repeat(BYTES_M[QR_MAX_VERSION] + 1))).toThrow(QR_TOO_LONG);
  });

  it('renders the dark modules as one SVG path inside a quiet zone', () => {
    const code = encodeQr('PIX');
    const path = qrSvgPath(code);
    const squares = path.match(/M\d+ \d+h1v1h-1z/g) ?? [];
    expect(squares.length).toBe(code.modules.flat().filter(Boolean).length);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
