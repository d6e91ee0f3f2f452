// Just enough of PNG (https://www.w3.org/TR/png/ §5) to refuse what is not one: the signature,
// an IHDR chunk first with its dimensions, and an IEND chunk last. Decoding is the browser's job.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IEND_TRAILER = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
/** Signature, IHDR (4 length + 4 type + 13 data + 4 CRC), IEND (12). */
const MIN_PNG_BYTES = 8 + 25 + 12;

export interface PngInfo {
  width: number;
  height: number;
}

/** The image's dimensions, or null when the bytes are not a whole PNG. */
export function readPngInfo(bytes: Buffer): PngInfo | null {
  if (bytes.length < MIN_PNG_BYTES) return null;
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (!bytes.subarray(bytes.length - IEND_TRAILER.length).equals(IEND_TRAILER)) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0) return null;
  return { width, height };
}

/** `data:image/png;base64,…` → its bytes (the contract has checked the alphabet). */
export function decodePngDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
