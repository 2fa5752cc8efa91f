import { checkUpload, DOWNLOAD_KINDS, IMAGE_KINDS, UPLOAD_TEXTS } from './uploadCheck';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PDF = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const TEXT = new TextEncoder().encode('hello, world');

describe('checkUpload (alert image: PNG or JPEG by content and name, 1 KB to 1,000 KB)', () => {
  it('accepts a PNG and a JPEG of an accepted size', () => {
    expect(checkUpload({ name: 'aviso.png', size: 5000, head: PNG }, IMAGE_KINDS)).toEqual({ ok: true, kind: 'png' });
    expect(checkUpload({ name: 'aviso.JPEG', size: 5000, head: JPEG }, IMAGE_KINDS)).toEqual({ ok: true, kind: 'jpeg' });
  });

  it('accepts a PNG renamed .jpg: the content decides the kind', () => {
    expect(checkUpload({ name: 'aviso.jpg', size: 5000, head: PNG }, IMAGE_KINDS)).toEqual({ ok: true, kind: 'png' });
  });

  it('refuses a text file renamed .png, and a PNG with a name of another kind', () => {
    expect(checkUpload({ name: 'aviso.png', size: 5000, head: TEXT }, IMAGE_KINDS)).toEqual({ ok: false, message: UPLOAD_TEXTS.badFormat });
    expect(checkUpload({ name: 'aviso.txt', size: 5000, head: PNG }, IMAGE_KINDS)).toEqual({ ok: false, message: UPLOAD_TEXTS.badFormat });
    expect(checkUpload({ name: 'aviso', size: 5000, head: PNG }, IMAGE_KINDS)).toEqual({ ok: false, message: UPLOAD_TEXTS.badFormat });
  });

  it('1 KB is 1,024 bytes: 1,023 and 1,024,001 bytes fail, 1,024 and 1,024,000 pass', () => {
    expect(checkUpload({ name: 'a.png', size: 1023, head: PNG }, IMAGE_KINDS)).toEqual({ ok: false, message: UPLOAD_TEXTS.badSize });
    expect(checkUpload({ name: 'a.png', size: 1_024_001, head: PNG }, IMAGE_KINDS)).toEqual({ ok: false, message: UPLOAD_TEXTS.badSize });
    expect(checkUpload({ name: 'a.png', size: 1024, head: PNG }, IMAGE_KINDS).ok).toBe(true);
    expect(checkUpload({ name: 'a.png', size: 1_024_000, head: PNG }, IMAGE_KINDS).ok).toBe(true);
  });

  it('a PDF is refused as the alert image and accepted as the downloadable file', () => {
    expect(checkUpload({ name: 'guia.pdf', size: 5000, head: PDF }, IMAGE_KINDS)).toEqual({ ok: false, message: UPLOAD_TEXTS.badFormat });
    expect(checkUpload({ name: 'guia.pdf', size: 5000, head: PDF }, DOWNLOAD_KINDS)).toEqual({ ok: true, kind: 'pdf' });
  });
});
