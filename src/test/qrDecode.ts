import jsQR from 'jsqr';

/** A QR code's dark modules read back from an SVG path of horizontal runs (`M{x} {y}h{n}v1H{x}z`, as qrcode.react draws them). */
function darkModules(svg: Element): { side: number; dark: boolean[][] } {
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const dark = Array.from({ length: side }, () => new Array<boolean>(side).fill(false));
  const paths = [...svg.querySelectorAll('path')].filter((path) => path.getAttribute('fill') !== '#ffffff');
  for (const path of paths) {
    for (const [, x, y, run] of path.getAttribute('d')!.matchAll(/M(\d+)[ ,](\d+)\s*h(\d+)v1H\d+z/g)) {
      for (let dx = 0; dx < Number(run); dx += 1) dark[Number(y)][Number(x) + dx] = true;
    }
  }
  return { side, dark };
}

/** Draws the SVG's modules as RGBA pixels (`scale` pixels per module) and reads the code with jsQR (a decoder independent of the encoder). */
export function decodeQrSvg(svg: Element, scale = 4): string | null {
  const { side, dark } = darkModules(svg);
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  dark.forEach((row, y) =>
    row.forEach((isDark, x) => {
      if (!isDark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = ((y * scale + dy) * width + x * scale + dx) * 4;
          pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
        }
      }
    }),
  );
  return jsQR(pixels, width, width, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
