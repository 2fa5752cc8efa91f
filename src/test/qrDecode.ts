import jsQR from 'jsqr';
import type { QrCode } from '../shared/lib/qrCode';

/** Draws a code as RGBA pixels (scale pixels per module, a 4-module quiet zone) and reads it back with jsQR (dev dependency). */
export function decodeQr(code: QrCode, scale = 4): string | null {
  const side = (code.size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  code.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
          pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
        }
      }
    }),
  );
  return jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
