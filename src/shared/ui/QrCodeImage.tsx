import { QRCodeSVG } from 'qrcode.react';

/**
 * A QR code of `text` as an SVG (qrcode.react: byte mode, level M, any version up to 40, so a
 * supplier's PIX "copia e cola" text of any length it can hold is drawn), dark on white inside a
 * four-module quiet zone, `size` pixels wide.
 */
export function QrCodeImage({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  return <QRCodeSVG value={text} level="M" marginSize={4} size={size} role="img" aria-label={label} bgColor="#ffffff" fgColor="#000000" />;
}
