// A small writer of the game's table format, for tests: what 1.0.1o `STR_PACK`
// (the game's string packer) writes under LuaJIT. Keys as `["name"]=` or `[n]=`, strings
// through `string.format("%q")`, numbers through `tostring` (`%.14g`, `inf`, `nan`), every
// entry followed by a comma. Tests write saves with it instead of keeping binary fixtures.
import { deflateSync, strFromU8, strToU8 } from 'fflate';
import { isLuaTable, type LuaKey, type LuaTable, type LuaValue } from '../../src/save/lua-table';

/** LuaJIT's `tostring(number)`: C's `%.14g`, and `inf`, `-inf`, `nan`. */
export function formatLuaNumber(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0' : '0';
  const [mantissa = '', exponentText = '0'] = value.toExponential(13).split('e');
  const exponent = Number(exponentText);
  const trim = (digits: string) => (digits.includes('.') ? digits.replace(/\.?0+$/, '') : digits);
  if (exponent < -4 || exponent >= 14) {
    const sign = exponent < 0 ? '-' : '+';
    return `${trim(mantissa)}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  return trim(value.toFixed(13 - exponent));
}

const isDigitByte = (byte: number | undefined) => byte !== undefined && byte >= 48 && byte <= 57;

/** LuaJIT's `%q`: `"`, `\` and newline escaped with a backslash, control bytes as `\ddd`. */
export function quoteLuaString(value: string): string {
  const bytes = strToU8(value);
  const out: number[] = [0x22];
  bytes.forEach((byte, index) => {
    if (byte === 0x22 || byte === 0x5c || byte === 0x0a) {
      out.push(0x5c, byte);
    } else if (byte < 0x20 || byte === 0x7f) {
      const isPadded = byte >= 100 || isDigitByte(bytes[index + 1]);
      const digits = isPadded ? String(byte).padStart(3, '0') : String(byte);
      out.push(0x5c, ...[...digits].map((digit) => digit.charCodeAt(0)));
    } else {
      out.push(byte);
    }
  });
  out.push(0x22);
  return strFromU8(Uint8Array.from(out));
}

function writeKey(key: LuaKey): string {
  return typeof key === 'string' ? `[${quoteLuaString(key)}]` : `[${formatLuaNumber(key)}]`;
}

function writeValue(value: LuaValue): string {
  if (isLuaTable(value)) return writeTableBody(value);
  if (typeof value === 'string') return quoteLuaString(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return formatLuaNumber(value);
}

function writeTableBody(table: LuaTable): string {
  let text = '{';
  for (const [key, value] of table) text += `${writeKey(key)}=${writeValue(value)},`;
  return `${text}}`;
}

/** `return {...}` as the game writes a save's text. */
export function writeLuaTable(table: LuaTable): string {
  return `return ${writeTableBody(table)}`;
}

/** The text raw-deflated, as `compress_and_save` stores it (level 1, no header). */
export function writeSaveFile(table: LuaTable): Uint8Array {
  return deflateSync(strToU8(writeLuaTable(table)), { level: 1 });
}

/** A Lua table from a plain object literal, for building saves in tests. */
export type LuaInput =
  string | number | boolean | readonly LuaInput[] | { [key: string]: LuaInput };

export function lua(input: { [key: string]: LuaInput } | readonly LuaInput[]): LuaTable {
  const entries: [LuaKey, LuaValue][] = Array.isArray(input)
    ? input.map((value: LuaInput, index): [LuaKey, LuaValue] => [index + 1, toLuaValue(value)])
    : Object.entries(input).map(([key, value]): [LuaKey, LuaValue] => [key, toLuaValue(value)]);
  return new Map(entries);
}

function toLuaValue(value: LuaInput): LuaValue {
  if (typeof value === 'object') return lua(value);
  return value;
}
