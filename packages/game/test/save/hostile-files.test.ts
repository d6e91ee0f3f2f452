import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importSaveFile } from '../../src/save/import-save';
import { SAVE_LIMITS } from '../../src/save/limits';
import type { SaveErrorCode } from '../../src/save/errors';
import { saveFile } from './save-builder';

// A hostile file ends in a clear error within the bounds, never a hang, a
// crash or a half-imported run. The bounds are SAVE_LIMITS (docs/decisions/017-save-import-parser.md).

function codeOf(bytes: Uint8Array): SaveErrorCode | 'ok' {
  const outcome = importSaveFile(bytes);
  return outcome.ok ? 'ok' : outcome.code;
}

const deflate = (text: string) => deflateSync(strToU8(text), { level: 9 });

describe('hostile save files', () => {
  it('refuses a file past the size limit before reading it', () => {
    const padded = new Uint8Array(SAVE_LIMITS.maxFileBytes + 1);
    expect(codeOf(padded)).toBe('SAVE_TOO_LARGE');
  });

  it('refuses a zip bomb once its output passes the limit', () => {
    // Twice the limit in spaces deflates to a few KiB; the reader stops soon after the limit.
    const bomb = deflateSync(new Uint8Array(2 * SAVE_LIMITS.maxTextBytes).fill(0x20), {
      level: 9,
    });
    expect(bomb.length).toBeLessThan(SAVE_LIMITS.maxFileBytes);
    expect(codeOf(bomb)).toBe('SAVE_INFLATES_TOO_LARGE');
  });

  it('refuses plain text past the unpacked limit', () => {
    const text = strToU8(`return {["a"]="${'x'.repeat(SAVE_LIMITS.maxTextBytes)}"}`);
    const limits = { ...SAVE_LIMITS, maxFileBytes: text.length };
    const outcome = importSaveFile(text, limits);
    expect(outcome.ok ? 'ok' : outcome.code).toBe('SAVE_INFLATES_TOO_LARGE');
  });

  it('refuses a truncated file, and tells it from a text file cut anywhere', () => {
    const whole = saveFile();
    expect(codeOf(whole)).toBe('ok');
    expect(codeOf(whole.subarray(0, Math.floor(whole.length / 2)))).toBe('SAVE_TRUNCATED');
    expect(codeOf(strToU8('hello'))).toBe('NOT_A_SAVE_FILE');
  });

  it('refuses 10,000 tables nested in each other, packed or plain', () => {
    const nested = `return ${'{'.repeat(10_000)}${'}'.repeat(10_000)}`;
    expect(codeOf(deflate(nested))).toBe('SAVE_NESTED_TOO_DEEP');
    expect(codeOf(strToU8(nested))).toBe('SAVE_NESTED_TOO_DEEP');
  });

  it('refuses a huge string', () => {
    const huge = `return {["VERSION"]="${'A'.repeat(1024 * 1024)}"}`;
    expect(codeOf(deflate(huge))).toBe('SAVE_STRING_TOO_LONG');
  });

  it('refuses a file holding more values than the step budget', () => {
    const many = `return {${'0,'.repeat(SAVE_LIMITS.maxValues)}}`;
    expect(codeOf(deflate(many))).toBe('SAVE_TOO_COMPLEX');
  });

  it('refuses an endless identifier or numeral without running out of stack', () => {
    expect(codeOf(deflate(`return {${'a'.repeat(1_000_000)}=1}`))).toBe('SAVE_MALFORMED');
    expect(codeOf(deflate(`return {${'9'.repeat(1_000_000)}}`))).toBe('SAVE_MALFORMED');
  });

  it.each([
    ['an empty file', new Uint8Array(0)],
    ['random bytes', Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 251)],
    ['a PNG header', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['JSON', strToU8('{"GAME": {}}')],
    ['deflated prose', deflate('Balatro is a poker roguelike.')],
    ['deflated Lua code', deflate('return os.execute("echo hi")')],
  ])('refuses %s as not a save', (_name, bytes) => {
    expect(codeOf(bytes)).toBe('NOT_A_SAVE_FILE');
  });

  it('does not change the bytes it is given', () => {
    const bytes = saveFile();
    const copy = bytes.slice();
    importSaveFile(bytes);
    expect(bytes).toEqual(copy);
  });
});
