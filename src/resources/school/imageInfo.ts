import { FAVICON_MAX_SIDE, LOGO_MIN_SIDE } from '../../api/schools';

/*
 * What the logo and favicon pickers need to know of a file before anything is sent: whether its
 * bytes are an image the server accepts (PNG, JPEG, WebP, GIF, ICO, BMP; the name and the browser's type
 * are not trusted, as on the server) and its size in pixels, read from the header, so the
 * recommendations can be checked without decoding the picture.
 */

export type ImageKind = 'logo' | 'favicon';

export interface ImageInfo {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/x-icon' | 'image/bmp';
  /** 0 when the header does not say (an unusual JPEG or WebP). */
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

function jpegSize(bytes: Uint8Array, view: DataView): { width: number; height: number } {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) {
      offset += 1;
      continue;
    }
    const marker = bytes[offset + 1];
    // Start-of-frame markers (not DHT 0xc4, JPG 0xc8, DAC 0xcc) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return { width: 0, height: 0 };
}

function webpSize(bytes: Uint8Array, view: DataView): { width: number; height: number } {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return {
      width: 1 + (bytes[24] | (bytes[25] << 8) | (bytes[26] << 16)),
      height: 1 + (bytes[27] | (bytes[28] << 8) | (bytes[29] << 16)),
    };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30)
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: 0, height: 0 };
}

/** Reads an image's type and size from its first bytes; null when they are not an accepted image. */
export function imageInfoOf(bytes: Uint8Array): ImageInfo | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') {
    return { mime: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 10 && ascii(bytes, 0, 4) === 'GIF8')
    return { mime: 'image/gif', width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mime: 'image/jpeg', ...jpegSize(bytes, view) };
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return { mime: 'image/webp', ...webpSize(bytes, view) };
  // An icon: reserved 0, type 1, at least one image; its largest entry is its size (0 means 256).
  if (bytes.length >= 22 && view.getUint16(0, true) === 0 && view.getUint16(2, true) === 1 && view.getUint16(4, true) > 0) {
    let width = 0;
    let height = 0;
    const count = view.getUint16(4, true);
    for (let i = 0; i < count && 6 + i * 16 + 16 <= bytes.length; i++) {
      width = Math.max(width, bytes[6 + i * 16] || 256);
      height = Math.max(height, bytes[7 + i * 16] || 256);
    }
    return { mime: 'image/x-icon', width, height };
  }
  // A bitmap: 'BM', then its header, whose width and height (negative: stored top-down) follow.
  if (bytes.length >= 26 && ascii(bytes, 0, 2) === 'BM') {
    return { mime: 'image/bmp', width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  }
  return null;
}

/** Reads a picked file's bytes (Blob.arrayBuffer where there is one, else a FileReader). */
export function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** A file as a data: URL (its bytes in base64), for the sign-up's body and the preview. */
export function dataUrlOf(bytes: Uint8Array, mime: string): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${mime};base64,${btoa(binary)}`;
}

export interface ImageWarning {
  key: string;
  params?: Record<string, string | number>;
}

const TYPE_NAMES: Record<ImageInfo['mime'], string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/x-icon': 'ICO',
  'image/bmp': 'BMP',
};

/** The recommendations a logo or favicon misses (SPEC §5: PNG; a logo at least 60×60, a favicon at most 16×16). */
export function imageWarnings(kind: ImageKind, info: ImageInfo): ImageWarning[] {
  const warnings: ImageWarning[] = [];
  if (info.mime !== 'image/png') warnings.push({ key: 'schools.images.pngRecommended', params: { type: TYPE_NAMES[info.mime] } });
  const { width, height } = info;
  if (width && height) {
    if (kind === 'logo' && (width < LOGO_MIN_SIDE || height < LOGO_MIN_SIDE))
      warnings.push({ key: 'schools.images.logoSmall', params: { width, height } });
    if (kind === 'favicon' && (width > FAVICON_MAX_SIDE || height > FAVICON_MAX_SIDE))
      warnings.push({ key: 'schools.images.faviconLarge', params: { width, height } });
  }
  return warnings;
}
