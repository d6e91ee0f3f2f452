import fc from 'fast-check';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importSaveFile, readSaveTable } from '../../src/save/import-save';
import { isLuaTable, type LuaKey, type LuaTable, type LuaValue } from '../../src/save/lua-table';
import { SAVE_LIMITS } from '../../src/save/limits';
import { parseLuaTable } from '../../src/save/parse-lua-table';
import { formatLuaNumber, quoteLuaString, writeLuaTable, writeSaveFile } from './lua-writer';

// Property: whatever table the game's writer produces, the reader gives it back.
// Numbers go through LuaJIT's `%.14g` on the way out, so the expectation rounds them the same.

const luaNumber = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0.1, 1 / 3, 1e15, 1e-7, 123_456_789_012_345, Infinity, -Infinity, NaN, -0),
);
const luaString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', '"', '\\', '\n', '\r\n', '\0', '\x001', '\x7f', 'café', '🂡', 'return {'),
);
const luaKey: fc.Arbitrary<LuaKey> = fc.oneof(
  luaString,
  fc.integer({ min: -5, max: 200 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const { luaTable } = fc.letrec<{ luaTable: LuaTable; luaValue: LuaValue }>((tie) => ({
  luaValue: fc.oneof({ depthSize: 'small' }, luaString, luaNumber, fc.boolean(), tie('luaTable')),
  luaTable: fc
    .array(fc.tuple(luaKey, tie('luaValue')), { maxLength: 6 })
    .map((entries) => new Map(entries)),
}));

/** A number as `%.14g` prints it and the reader reads it back (inf and nan as they are). */
function printed(value: number): number {
  return Number.isFinite(value) ? Number(formatLuaNumber(value)) : value;
}

/** What the written table reads back as. */
function expected(value: LuaValue): LuaValue {
  if (isLuaTable(value)) {
    return new Map(
      [...value].map(([key, inner]): [LuaKey, LuaValue] => [
        typeof key === 'number' ? printed(key) : key,
        expected(inner),
      ]),
    );
  }
  return typeof value === 'number' ? printed(value) : value;
}

describe('writing then reading the game table format', () => {
  it('round-trips every table', () => {
    fc.assert(
      fc.property(luaTable, (table) => {
        const parsed = parseLuaTable(strToU8(writeLuaTable(table)), SAVE_LIMITS);
        expect(parsed.ok && parsed.value).toEqual(expected(table));
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips through the deflated file as well', () => {
    fc.assert(
      fc.property(luaTable, (table) => {
        const parsed = readSaveTable(writeSaveFile(table));
        expect(parsed.ok && parsed.value).toEqual(expected(table));
      }),
      { numRuns: 100 },
    );
  });

  it('reads every string the writer quotes', () => {
    fc.assert(
      fc.property(luaString, (text) => {
        const parsed = parseLuaTable(strToU8(`{${quoteLuaString(text)}}`), SAVE_LIMITS);
        expect(parsed.ok && parsed.value.get(1)).toBe(text);
      }),
    );
  });

  it('never throws on a mangled save: every outcome is a value', () => {
    const save = writeLuaTable(new Map([['GAME', new Map([['dollars', 4]])]]));
    fc.assert(
      fc.property(fc.nat(save.length), fc.string({ maxLength: 4 }), (at, insert) => {
        const mangled = save.slice(0, at) + insert + save.slice(at + 1);
        const outcome = importSaveFile(strToU8(mangled));
        expect(typeof outcome.ok).toBe('boolean');
      }),
    );
  });
});
