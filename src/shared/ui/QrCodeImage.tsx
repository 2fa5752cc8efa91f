import { useMemo } from 'react';
import { encodeQr, qrSvgPath } from '../lib/qrCode';

const QUIET_ZONE = 4;

/** A QR code of `text` as an SVG (dark squares on white, a four-module quiet zone), `size` pixels wide. */
export function QrCodeImage({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const code = useMemo(() => encodeQr(text), [text]);
  const side = code.size + QUIET_ZONE * 2;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges" data-qr-version={code.version}>
      <rect width={side} height={side} fill="#fff" />
      <path d={qrSvgPath(code, QUIET_ZONE)} fill="#000" />
    </svg>
  );
}
