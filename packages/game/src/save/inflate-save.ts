// The game writes save.jkr as raw DEFLATE (no zlib or gzip header) of its table text, and reads
// plain text too when a file starts with `return` (the game's string packer, version 1.0.1o,
// `get_compressed`). Inflating streams in small chunks and stops as soon as the output passes
// the limit, so a zip bomb costs at most one chunk's expansion past it.
import { Inflate } from './flate';
import { ok } from '../result';
import { saveErr, type SaveOutcome } from './errors';
import type { SaveLimits } from './limits';

/** DEFLATE expands at most ~1032:1, so one 4 KiB chunk adds at most ~4 MiB past the limit. */
const CHUNK_BYTES = 4 * 1024;
const RETURN_KEYWORD = [0x72, 0x65, 0x74, 0x75, 0x72, 0x6e];

function isWhitespace(byte: number | undefined): boolean {
  return byte === 0x20 || (byte !== undefined && byte >= 0x09 && byte <= 0x0d);
}

/** Plain table text, as the game also accepts: optional whitespace, then `return`. */
export function isPlainSaveText(bytes: Uint8Array): boolean {
  let start = 0;
  while (start < bytes.length && isWhitespace(bytes[start])) start += 1;
  return RETURN_KEYWORD.every((byte, index) => bytes[start + index] === byte);
}

function joinChunks(chunks: readonly Uint8Array[], total: number): Uint8Array {
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

/**
 * Whether `bytes` start like a save: their first chunk inflates (without requiring the end of
 * the stream) to text beginning with `return`. Tells a save cut short from any other file.
 */
function startsLikeSave(bytes: Uint8Array): boolean {
  let head: Uint8Array | undefined;
  const probe = new Inflate((chunk) => {
    head ??= chunk;
  });
  try {
    probe.push(bytes.subarray(0, CHUNK_BYTES), false);
  } catch {
    return false;
  }
  return head !== undefined && isPlainSaveText(head);
}

/** Raw-inflates `bytes`, refusing output past `limits.maxTextBytes`. */
export function inflateSave(
  bytes: Uint8Array,
  limits: Pick<SaveLimits, 'maxTextBytes'>,
): SaveOutcome<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let isOverLimit = false;
  const stream = new Inflate((chunk) => {
    total += chunk.length;
    if (total > limits.maxTextBytes) isOverLimit = true;
    else chunks.push(chunk);
  });
  try {
    for (let offset = 0; offset < bytes.length && !isOverLimit; offset += CHUNK_BYTES) {
      const end = Math.min(bytes.length, offset + CHUNK_BYTES);
      stream.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch (error) {
    // fflate's error 0 is "unexpected EOF": the stream ended before its last block.
    const isCutShort = error instanceof Error && 'code' in error && error.code === 0;
    return saveErr(isCutShort && startsLikeSave(bytes) ? 'SAVE_TRUNCATED' : 'NOT_A_SAVE_FILE');
  }
  if (isOverLimit) return saveErr('SAVE_INFLATES_TOO_LARGE');
  return ok(joinChunks(chunks, total));
}
