/** The QR encoder's limits (qrCode.ts, qrCodewords.ts). */
export const QR_MAX_VERSION = 15;
export const QR_TOO_LONG = 'Conteúdo longo demais para o código QR.';
