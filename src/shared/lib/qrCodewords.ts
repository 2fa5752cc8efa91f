/**
 * The QR Code's data side (ISO/IEC 18004, byte mode, level M, versions 1 to 15): capacities, the
 * version that holds a text, data bits → codewords, Reed–Solomon error correction per block and
 * interleaving. qrCode.ts draws the result into the symbol.
 */
import { QR_MAX_VERSION, QR_TOO_LONG } from './qrConstants';

/** Level M per version (index = version; index 0 unused): EC codewords per block, number of blocks. */
const ECC_PER_BLOCK = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24];
const BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10];
/** Modules left for data and EC after the function patterns, in bits. */
export function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

export const totalCodewords = (version: number): number => Math.floor(rawDataModules(version) / 8);
export const dataCodewords = (version: number): number => totalCodewords(version) - ECC_PER_BLOCK[version] * BLOCKS[version];

/** Centres of the alignment patterns along one axis. */
export function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const size = version * 4 + 17;
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const result = [6];
  for (let pos = size - 7; result.length < count; pos -= step) result.splice(1, 0, pos);
  return result;
}

// ---- Reed–Solomon over GF(256), polynomial 0x11D ----

function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

export function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < degree; j += 1) {
      result[j] = gfMultiply(result[j], root);
      if (j + 1 < degree) result[j] ^= result[j + 1];
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

export function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = divisor.map(() => 0);
  for (const value of data) {
    const factor = value ^ (result.shift() as number);
    result.push(0);
    divisor.forEach((coefficient, i) => (result[i] ^= gfMultiply(coefficient, factor)));
  }
  return result;
}

// ---- Data codewords ----

const countBits = (version: number): number => (version <= 9 ? 8 : 16);

export function chooseVersion(length: number): number {
  for (let version = 1; version <= QR_MAX_VERSION; version += 1) {
    if (4 + countBits(version) + length * 8 <= dataCodewords(version) * 8) return version;
  }
  throw new Error(QR_TOO_LONG);
}

export function dataCodewordsOf(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, countBits(version));
  bytes.forEach((byte) => push(byte, 8));
  const capacity = dataCodewords(version) * 8;
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((byte, b) => (byte << 1) | b, 0));
  return codewords;
}

/** Splits the data into blocks (the short ones first), adds each block's EC codewords and interleaves them. */
export function withErrorCorrection(data: readonly number[], version: number): number[] {
  const blockCount = BLOCKS[version];
  const eccLength = ECC_PER_BLOCK[version];
  const shortLength = Math.floor(data.length / blockCount);
  const shortCount = blockCount - (data.length % blockCount);
  const divisor = rsDivisor(eccLength);
  const blocks: number[][] = [];
  const eccs: number[][] = [];
  for (let b = 0, at = 0; b < blockCount; b += 1) {
    const length = shortLength + (b < shortCount ? 0 : 1);
    const block = data.slice(at, at + length);
    at += length;
    blocks.push(block);
    eccs.push(rsRemainder(block, divisor));
  }
  const result: number[] = [];
  for (let i = 0; i <= shortLength; i += 1) blocks.forEach((block) => i < block.length && result.push(block[i]));
  for (let i = 0; i < eccLength; i += 1) eccs.forEach((ecc) => result.push(ecc[i]));
  return result;
}

// ---- The symbol ----
