/**
 * A PIX "copia e cola" code in the shape of the Central Bank's BR Code (EMV QRCPS merchant
 * presented mode): ID-length-value fields, the PIX account information (GUI br.gov.bcb.pix, the
 * key, a description), amount, merchant, city, the transaction id, and the CRC16 (CCITT-FALSE,
 * polynomial 0x1021, initial 0xFFFF) of everything up to and including "6304".
 */
const field = (id: string, value: string): string => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** Letters, digits and spaces without accents, cut to the field's maximum. */
const plain = (text: string, max: number): string =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .trim()
    .slice(0, max);

export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface PixCharge {
  /** The receiver's PIX key (here the supplier's CNPJ, digits only). */
  chave: string;
  descricao: string;
  valor: number;
  nome: string;
  cidade: string;
  txid: string;
}

export function pixCopiaECola(charge: PixCharge): string {
  const account = field('00', 'br.gov.bcb.pix') + field('01', charge.chave) + field('02', charge.descricao.slice(0, 40));
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', charge.valor.toFixed(2)) +
    field('58', 'BR') +
    field('59', plain(charge.nome, 25)) +
    field('60', plain(charge.cidade, 15)) +
    field('62', field('05', plain(charge.txid, 25).replace(/ /g, ''))) +
    '6304';
  return body + crc16(body);
}

/** Reads the top-level fields of a BR Code (ID → value); null when a length runs past the end. */
export function brCodeFields(code: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  for (let at = 0; at < code.length; ) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    if (!Number.isInteger(length) || at + 4 + length > code.length) return null;
    fields.set(id, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
