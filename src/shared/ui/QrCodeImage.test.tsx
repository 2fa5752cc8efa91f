import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { decodeQrSvg } from '../../test/qrDecode';
import { QrCodeImage } from './QrCodeImage';

/** A PIX "copia e cola" code (BR Code, 190 characters). */
const PIX =
  '00020101021226850014br.gov.bcb.pix0114123456780001950245Pedido PD100001 Barros Distribuidora5204000053039865412140753615.155802BR5921BARROS DISTRIBUIDORA6009SAO PAULO62140510PD1000016304ABCD';

function drawn(text: string): Element {
  const { unmount } = render(<QrCodeImage text={text} label="QR Code do PIX" />);
  const svg = screen.getByRole('img', { name: 'QR Code do PIX' });
  const copy = svg.cloneNode(true) as Element;
  unmount();
  return copy;
}

/** Text of `length` bytes shaped like a BR Code's free-text fields (the supplier's, not ours to bound). */
const brCodeOf = (length: number) => `${PIX}${'0123456789ABCDEFGHIJ Pedido PD100001 '.repeat(40)}`.slice(0, length);

describe('QR code image (qrcode.react)', () => {
  it('draws a PIX code that an independent decoder (jsQR) reads back', () => {
    expect(decodeQrSvg(drawn(PIX))).toBe(PIX);
  });

  it('draws 412, 500, 512 and 1,000 bytes (past the old encoder’s version 15) and each decodes', () => {
    for (const length of [412, 413, 500, 512, 1_000]) {
      const text = brCodeOf(length);
      expect(new TextEncoder().encode(text).length).toBe(length);
      expect(decodeQrSvg(drawn(text))).toBe(text);
    }
  });

  it('keeps accents (UTF-8) and random text', () => {
    const accented = 'Pagamento à Farmácia São João – R$ 1.234,56';
    expect(decodeQrSvg(drawn(accented))).toBe(accented);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }).filter((text) => text.trim() === text && text.length > 0), (text) => decodeQrSvg(drawn(text)) === text),
      { numRuns: 30, seed: 1234 },
    );
  });

  it('is an image named for what it encodes, on white inside a quiet zone', () => {
    const svg = drawn(PIX);
    expect(svg.getAttribute('role')).toBe('img');
    const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    const paths = svg.querySelectorAll('path');
    expect(paths[0].getAttribute('fill')).toBe('#ffffff');
    expect(paths[1].getAttribute('d')!.startsWith('M4 4')).toBe(true);
    expect(side).toBeGreaterThan(8);
  });
});
