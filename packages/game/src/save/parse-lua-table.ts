// A recursive-descent reader for the table text the game writes (1.0.1o
// the game's string packer, `STR_PACK`): `return {["key"]=value,[1]=value,}` with strings in
// LuaJIT's `%q` form, numbers as LuaJIT prints them (`1e+15`, `inf`, `-nan`), booleans and
// nested tables. It also takes the rest of Lua's table constructor (`name=value`, positional
// values, `;`) so a hand-edited save still reads. Nothing is evaluated: this is data, not code.
//
// Bounded (docs/decisions/017-save-import-parser.md): nesting depth, one string's length and a
// step budget of values read; each ends the parse with its own code.
import { strFromU8 } from './flate';
import { ok } from '../result';
import { saveErr, type SaveErrorCode, type SaveOutcome } from './errors';
import type { SaveLimits } from './limits';
import type { LuaKey, LuaTable, LuaValue } from './lua-table';

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;
const RETURN = 0x0d;

/** Lua's simple escapes (`\n`, `\t` ...), by the letter after the backslash. */
const SIMPLE_ESCAPES: ReadonlyMap<number, number> = new Map([
  [0x61, 0x07],
  [0x62, 0x08],
  [0x66, 0x0c],
  [0x6e, 0x0a],
  [0x72, 0x0d],
  [0x74, 0x09],
  [0x76, 0x0b],
  [BACKSLASH, BACKSLASH],
  [QUOTE, QUOTE],
  [APOSTROPHE, APOSTROPHE],
]);

class ParseFailure {
  constructor(
    readonly code: SaveErrorCode,
    readonly offset: number,
  ) {}
}

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
const isHexDigit = (byte: number | undefined) =>
  isDigit(byte) ||
  (byte !== undefined && ((byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)));
const isNameStart = (byte: number | undefined) =>
  byte !== undefined &&
  ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x5f);
const isNameByte = (byte: number | undefined) => isNameStart(byte) || isDigit(byte);
const isSpace = (byte: number | undefined) =>
  byte === 0x20 || (byte !== undefined && byte >= 0x09 && byte <= 0x0d);

/** Longer names and numerals than any Lua value needs are damage, not data. */
const MAX_TOKEN_BYTES = 64;

const WORDS: ReadonlyMap<string, LuaValue | null> = new Map<string, LuaValue | null>([
  ['true', true],
  ['false', false],
  ['nil', null],
  ['inf', Infinity],
  ['nan', NaN],
]);

/** Short ASCII (keys, names, numerals) is built directly: cheaper than a decoder call. */
const SHORT_TEXT = 32;

function decodeBytes(bytes: Uint8Array): string {
  if (bytes.length <= SHORT_TEXT) {
    let text = '';
    for (const byte of bytes) {
      if (byte >= 0x80) return decodeUtf8(bytes);
      text += String.fromCharCode(byte);
    }
    return text;
  }
  return decodeUtf8(bytes);
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strFromU8(bytes);
  } catch {
    // Not UTF-8: the game's strings are bytes, so read them one per character.
    return strFromU8(bytes, true);
  }
}

class LuaTableReader {
  private offset = 0;
  private steps = 0;

  constructor(
    private readonly text: Uint8Array,
    private readonly limits: SaveLimits,
  ) {}

  readChunk(): LuaTable {
    this.skipSpace();
    if (this.peekName() === 'return') this.offset += 'return'.length;
    this.skipSpace();
    if (this.text[this.offset] !== 0x7b) this.fail('NOT_A_SAVE_FILE');
    const table = this.readTable(1);
    this.skipSpace();
    if (this.offset < this.text.length) this.fail('SAVE_MALFORMED');
    return table;
  }

  private fail(code: SaveErrorCode): never {
    throw new ParseFailure(code, this.offset);
  }

  /** Where the text ends inside a value, the file was cut short. */
  private failAtEnd(code: SaveErrorCode = 'SAVE_MALFORMED'): never {
    this.fail(this.offset >= this.text.length ? 'SAVE_TRUNCATED' : code);
  }

  private step(): void {
    this.steps += 1;
    if (this.steps > this.limits.maxValues) this.fail('SAVE_TOO_COMPLEX');
  }

  private skipSpace(): void {
    while (isSpace(this.text[this.offset])) this.offset += 1;
  }

  private expect(byte: number): void {
    this.skipSpace();
    if (this.text[this.offset] !== byte) this.failAtEnd();
    this.offset += 1;
  }

  private peekName(): string | null {
    if (!isNameStart(this.text[this.offset])) return null;
    let end = this.offset;
    while (isNameByte(this.text[end])) end += 1;
    if (end - this.offset > MAX_TOKEN_BYTES) this.fail('SAVE_MALFORMED');
    return decodeBytes(this.text.subarray(this.offset, end));
  }

  private readTable(depth: number): LuaTable {
    if (depth > this.limits.maxDepth) this.fail('SAVE_NESTED_TOO_DEEP');
    this.offset += 1;
    const table = new Map<LuaKey, LuaValue>();
    let position = 1;
    for (;;) {
      this.skipSpace();
      const byte = this.text[this.offset];
      if (byte === 0x7d) {
        this.offset += 1;
        return table;
      }
      this.step();
      const entry = this.readEntry(depth);
      if (entry.key === null) {
        if (entry.value !== null) table.set(position, entry.value);
        position += 1;
      } else if (entry.value === null) {
        table.delete(entry.key);
      } else {
        table.set(entry.key, entry.value);
      }
      this.skipSpace();
      const separator = this.text[this.offset];
      if (separator === 0x2c || separator === 0x3b) this.offset += 1;
      else if (separator !== 0x7d) this.failAtEnd();
    }
  }

  /** `[key]=value`, `name=value` or a positional value; a null value is Lua's nil. */
  private readEntry(depth: number): { key: LuaKey | null; value: LuaValue | null } {
    const byte = this.text[this.offset];
    if (byte === 0x5b) {
      this.offset += 1;
      this.skipSpace();
      const key = this.readValue(depth);
      this.expect(0x5d);
      this.expect(0x3d);
      return { key: this.toKey(key), value: this.readValue(depth) };
    }
    const name = this.peekName();
    if (name !== null) {
      const start = this.offset;
      this.offset += name.length;
      this.skipSpace();
      const isKey = this.text[this.offset] === 0x3d && this.text[this.offset + 1] !== 0x3d;
      if (isKey) {
        this.offset += 1;
        return { key: name, value: this.readValue(depth) };
      }
      this.offset = start;
    }
    return { key: null, value: this.readValue(depth) };
  }

  /** Lua refuses nil and NaN keys; a float key with an integer value is that integer. */
  private toKey(key: LuaValue | null): LuaKey {
    if (typeof key === 'string') return key;
    if (typeof key === 'number' && !Number.isNaN(key)) return key === 0 ? 0 : key;
    return this.fail('SAVE_MALFORMED');
  }

  private readValue(depth: number): LuaValue | null {
    this.skipSpace();
    this.step();
    const byte = this.text[this.offset];
    if (byte === undefined) return this.failAtEnd();
    if (byte === 0x7b) return this.readTable(depth + 1);
    if (byte === QUOTE || byte === APOSTROPHE) return this.readString(byte);
    if (byte === 0x2d || byte === 0x2e || isDigit(byte)) return this.readNumber();
    const name = this.peekName();
    const word = name === null ? undefined : WORDS.get(name);
    if (name === null || word === undefined) return this.fail('SAVE_MALFORMED');
    this.offset += name.length;
    return word;
  }

  private readNumber(): number {
    let sign = 1;
    if (this.text[this.offset] === 0x2d) {
      sign = -1;
      this.offset += 1;
      this.skipSpace();
    }
    const name = this.peekName();
    if (name === 'inf' || name === 'nan') {
      this.offset += name.length;
      return name === 'inf' ? sign * Infinity : NaN;
    }
    const start = this.offset;
    const integer = this.readPlainInteger();
    if (integer !== null) return sign * integer;
    const isHex =
      this.text[start] === 0x30 && (this.text[start + 1] === 0x78 || this.text[start + 1] === 0x58);
    if (isHex) {
      this.offset += 2;
      while (isHexDigit(this.text[this.offset])) this.offset += 1;
    } else {
      this.readDecimalDigits();
    }
    const isTooLong = this.offset - start > MAX_TOKEN_BYTES;
    if (isTooLong || isNameByte(this.text[this.offset]) || this.text[this.offset] === 0x2e) {
      return this.failAtEnd();
    }
    const literal = decodeBytes(this.text.subarray(start, this.offset));
    const value = isHex ? Number.parseInt(literal.slice(2), 16) : Number(literal);
    if (literal === '' || Number.isNaN(value)) return this.failAtEnd();
    return sign * value;
  }

  /**
   * Most numbers in a save are small integers: read them digit by digit. Anything else (a
   * fraction, an exponent, hex, 16+ digits) goes back to the start and through `Number`.
   */
  private readPlainInteger(): number | null {
    const start = this.offset;
    let value = 0;
    let byte = this.text[this.offset];
    while (byte !== undefined && byte >= 0x30 && byte <= 0x39) {
      value = value * 10 + (byte - 0x30);
      this.offset += 1;
      byte = this.text[this.offset];
    }
    const digits = this.offset - start;
    const isPlain = digits > 0 && digits <= 15 && byte !== 0x2e && !isNameByte(byte);
    if (isPlain && !(digits > 1 && this.text[start] === 0x30 && this.text[start + 1] === 0x78)) {
      return value;
    }
    this.offset = start;
    return null;
  }

  private readDecimalDigits(): void {
    while (isDigit(this.text[this.offset])) this.offset += 1;
    if (this.text[this.offset] === 0x2e) {
      this.offset += 1;
      while (isDigit(this.text[this.offset])) this.offset += 1;
    }
    const exponent = this.text[this.offset];
    if (exponent === 0x65 || exponent === 0x45) {
      this.offset += 1;
      const exponentSign = this.text[this.offset];
      if (exponentSign === 0x2b || exponentSign === 0x2d) this.offset += 1;
      if (!isDigit(this.text[this.offset])) this.failAtEnd();
      while (isDigit(this.text[this.offset])) this.offset += 1;
    }
  }

  private readString(quote: number): string {
    this.offset += 1;
    const plain = this.readPlainString(quote);
    if (plain !== null) return plain;
    const bytes: number[] = [];
    for (;;) {
      const byte = this.text[this.offset];
      if (byte === undefined) return this.fail('SAVE_TRUNCATED');
      this.offset += 1;
      if (byte === quote) return decodeBytes(Uint8Array.from(bytes));
      // An unescaped line break ends a Lua string with an error.
      if (byte === NEWLINE || byte === RETURN) return this.fail('SAVE_MALFORMED');
      if (byte === BACKSLASH) this.readEscape(bytes);
      else bytes.push(byte);
      if (bytes.length > this.limits.maxStringBytes) this.fail('SAVE_STRING_TOO_LONG');
    }
  }

  /** A string without escapes, decoded in one go; null (offset unmoved) when it has any. */
  private readPlainString(quote: number): string | null {
    const start = this.offset;
    const limit = Math.min(this.text.length, start + this.limits.maxStringBytes + 1);
    for (let end = start; end < limit; end += 1) {
      const byte = this.text[end];
      if (byte === quote) {
        this.offset = end + 1;
        return decodeBytes(this.text.subarray(start, end));
      }
      if (byte === BACKSLASH || byte === NEWLINE || byte === RETURN) return null;
    }
    return null;
  }

  /** After a backslash: LuaJIT's escapes, including `%q`'s backslash-newline and `\ddd`. */
  private readEscape(bytes: number[]): void {
    const byte = this.text[this.offset];
    if (byte === undefined) return this.fail('SAVE_TRUNCATED');
    const simple = SIMPLE_ESCAPES.get(byte);
    if (simple !== undefined) {
      bytes.push(simple);
      this.offset += 1;
    } else if (byte === NEWLINE || byte === RETURN) {
      // A line break; "\r\n" and "\n\r" count as one.
      const next = this.text[this.offset + 1];
      this.offset += (next === NEWLINE || next === RETURN) && next !== byte ? 2 : 1;
      bytes.push(NEWLINE);
    } else if (isDigit(byte)) {
      this.readDecimalEscape(bytes);
    } else if (byte === 0x78) {
      const digits = this.text.subarray(this.offset + 1, this.offset + 3);
      if (digits.length < 2 || !digits.every(isHexDigit)) return this.failAtEnd();
      bytes.push(Number.parseInt(decodeBytes(digits), 16));
      this.offset += 3;
    } else if (byte === 0x7a) {
      this.offset += 1;
      this.skipSpace();
    } else {
      this.fail('SAVE_MALFORMED');
    }
  }

  private readDecimalEscape(bytes: number[]): void {
    let value = 0;
    let count = 0;
    while (count < 3 && isDigit(this.text[this.offset])) {
      value = value * 10 + ((this.text[this.offset] ?? 0x30) - 0x30);
      this.offset += 1;
      count += 1;
    }
    if (value > 255) this.fail('SAVE_MALFORMED');
    bytes.push(value);
  }
}

/**
 * Reads the table in `text` (the unpacked save). Offsets in the error detail are bytes into
 * the unpacked text.
 */
export function parseLuaTable(text: Uint8Array, limits: SaveLimits): SaveOutcome<LuaTable> {
  try {
    return ok(new LuaTableReader(text, limits).readChunk());
  } catch (error) {
    if (error instanceof ParseFailure) {
      const isAtAPlace = error.code === 'SAVE_MALFORMED';
      return saveErr(error.code, isAtAPlace ? `at byte ${error.offset}` : undefined);
    }
    // A JavaScript RangeError (e.g. a stack overflow) must still end as a value, never a crash.
    if (error instanceof RangeError) return saveErr('SAVE_TOO_COMPLEX');
    throw error;
  }
}
