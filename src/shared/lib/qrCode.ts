/**
 * A small QR Code encoder (ISO/IEC 18004) for the payment modal's PIX code: byte mode (UTF-8),
 * error correction level M, versions 1 to 15 (up to 412 bytes; a PIX "copia e cola" payload is
 * about 150 to 250). No runtime dependency: the stack is fixed. The structure follows the
 * standard step by step: data bits → codewords → Reed–Solomon blocks → interleaving → function
 * patterns → zigzag placement → the mask with the lowest penalty → format and version bits.
 * Tests decode what it draws with an independent decoder (jsQR, a dev dependency only).
 */

import { QR_MAX_VERSION, QR_TOO_LONG } from './qrConstants';
import { alignmentPositions, chooseVersion, dataCodewordsOf, withErrorCorrection } from './qrCodewords';

export { QR_MAX_VERSION, QR_TOO_LONG };

/** Level M in the format information. */
const FORMAT_LEVEL_M = 0;

export interface QrCode {
  version: number;
  size: number;
  mask: number;
  /** modules[y][x]: true is dark. */
  modules: boolean[][];
}

const bit = (value: number, index: number): boolean => ((value >>> index) & 1) !== 0;


class Matrix {
  readonly modules: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  set(x: number, y: number, dark: boolean): void {
    this.modules[y][x] = dark;
    this.reserved[y][x] = true;
  }
}

function drawFinder(m: Matrix, cx: number, cy: number): void {
  for (let dy = -4; dy <= 4; dy += 1) {
    for (let dx = -4; dx <= 4; dx += 1) {
      const x = cx + dx;
      const y = cy + dy;
      const distance = Math.max(Math.abs(dx), Math.abs(dy));
      if (x >= 0 && x < m.size && y >= 0 && y < m.size) m.set(x, y, distance !== 2 && distance !== 4);
    }
  }
}

function drawAlignment(m: Matrix, cx: number, cy: number): void {
  for (let dy = -2; dy <= 2; dy += 1) for (let dx = -2; dx <= 2; dx += 1) m.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
}

function drawFormat(m: Matrix, mask: number): void {
  const data = (FORMAT_LEVEL_M << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const bits = ((data << 10) | rem) ^ 0x5412;
  const size = m.size;
  for (let i = 0; i <= 5; i += 1) m.set(8, i, bit(bits, i));
  m.set(8, 7, bit(bits, 6));
  m.set(8, 8, bit(bits, 7));
  m.set(7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i += 1) m.set(14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i += 1) m.set(size - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i += 1) m.set(8, size - 15 + i, bit(bits, i));
  m.set(8, size - 8, true);
}

function drawVersion(m: Matrix, version: number): void {
  if (version < 7) return;
  let rem = version;
  for (let i = 0; i < 12; i += 1) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  const bits = (version << 12) | rem;
  for (let i = 0; i < 18; i += 1) {
    const a = m.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    m.set(a, b, bit(bits, i));
    m.set(b, a, bit(bits, i));
  }
}

function drawFunctionPatterns(m: Matrix, version: number): void {
  for (let i = 0; i < m.size; i += 1) {
    m.set(6, i, i % 2 === 0);
    m.set(i, 6, i % 2 === 0);
  }
  drawFinder(m, 3, 3);
  drawFinder(m, m.size - 4, 3);
  drawFinder(m, 3, m.size - 4);
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((y, i) =>
    positions.forEach((x, j) => {
      const underFinder = (i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0);
      if (!underFinder) drawAlignment(m, x, y);
    }),
  );
  drawFormat(m, 0);
  drawVersion(m, version);
}

/** Zigzag from the bottom right, two columns at a time, skipping the vertical timing column. */
function placeCodewords(m: Matrix, codewords: readonly number[]): void {
  let i = 0;
  const total = codewords.length * 8;
  for (let right = m.size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let vert = 0; vert < m.size; vert += 1) {
      const y = upward ? m.size - 1 - vert : vert;
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        if (m.reserved[y][x] || i >= total) continue;
        m.modules[y][x] = bit(codewords[i >>> 3], 7 - (i & 7));
        i += 1;
      }
    }
  }
}

const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(m: Matrix, mask: number): void {
  const condition = MASKS[mask];
  for (let y = 0; y < m.size; y += 1) for (let x = 0; x < m.size; x += 1) if (!m.reserved[y][x] && condition(x, y)) m.modules[y][x] = !m.modules[y][x];
}

/** Runs of five or more (3 + extra), finder-like 1:1:3:1:1 runs with four light modules beside them (40). */
function linePenalty(line: readonly boolean[]): number {
  let penalty = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i += 1) {
    if (i < line.length && line[i] === line[i - 1]) run += 1;
    else {
      if (run >= 5) penalty += 3 + (run - 5);
      run = 1;
    }
  }
  const text = line.map((dark) => (dark ? '1' : '0')).join('');
  const padded = `0000${text}0000`;
  for (let at = padded.indexOf('1011101'); at >= 0; at = padded.indexOf('1011101', at + 1)) {
    if (padded.slice(at - 4, at) === '0000' || padded.slice(at + 7, at + 11) === '0000') penalty += 40;
  }
  return penalty;
}

export function penaltyScore(modules: readonly boolean[][]): number {
  const size = modules.length;
  let penalty = 0;
  let dark = 0;
  for (let y = 0; y < size; y += 1) {
    penalty += linePenalty(modules[y]);
    penalty += linePenalty(modules.map((row) => row[y]));
    for (let x = 0; x < size; x += 1) {
      if (modules[y][x]) dark += 1;
      if (x + 1 < size && y + 1 < size) {
        const color = modules[y][x];
        if (color === modules[y][x + 1] && color === modules[y + 1][x] && color === modules[y + 1][x + 1]) penalty += 3;
      }
    }
  }
  const total = size * size;
  const k = Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1;
  return penalty + Math.max(0, k) * 10;
}

/** Encodes text (UTF-8, byte mode, level M) in the smallest version that holds it; `mask` forces one (tests). */
export function encodeQr(text: string, options: { mask?: number } = {}): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = chooseVersion(bytes.length);
  const codewords = withErrorCorrection(dataCodewordsOf(bytes, version), version);
  const size = version * 4 + 17;
  const base = new Matrix(size);
  drawFunctionPatterns(base, version);
  placeCodewords(base, codewords);
  const candidates = options.mask === undefined ? MASKS.map((_, mask) => mask) : [options.mask];
  let best: QrCode | null = null;
  let bestPenalty = Infinity;
  for (const mask of candidates) {
    const m = new Matrix(size);
    base.modules.forEach((row, y) => row.forEach((dark, x) => (m.modules[y][x] = dark)));
    base.reserved.forEach((row, y) => row.forEach((reserved, x) => (m.reserved[y][x] = reserved)));
    applyMask(m, mask);
    drawFormat(m, mask);
    const penalty = penaltyScore(m.modules);
    if (penalty < bestPenalty) {
      bestPenalty = penalty;
      best = { version, size, mask, modules: m.modules };
    }
  }
  return best as QrCode;
}

/** The dark modules as one SVG path (a unit square each), offset by the quiet zone. */
export function qrSvgPath(code: QrCode, quietZone = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`)));
  return parts.join('');
}
