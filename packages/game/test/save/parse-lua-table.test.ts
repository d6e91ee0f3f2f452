import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SAVE_LIMITS } from '../../src/save/limits';
import type { LuaTable, LuaValue } from '../../src/save/lua-table';
import { parseLuaTable } from '../../src/save/parse-lua-table';

// The reader of the game's table text (the game's string packer, version 1.0.1o `STR_PACK`, LuaJIT's
// `%q` and `tostring`), table-driven: each row is text the game writes, or Lua allows, and
// what it means.

function parse(text: string) {
  return parseLuaTable(strToU8(text), SAVE_LIMITS);
}

function valueOf(text: string): LuaValue | undefined {
  const outcome = parse(`return {["v"]=${text},}`);
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.value.get('v');
}

describe('strings', () => {
  it.each([
    ['"plain"', 'plain'],
    ["'single'", 'single'],
    ['"say \\"hi\\""', 'say "hi"'],
    ['"back\\\\slash"', 'back\\slash'],
    // %q writes a newline as a backslash followed by the newline itself.
    ['"two\\\nlines"', 'two\nlines'],
    ['"crlf\\\r\nend"', 'crlf\nend'],
    ['"\\a\\b\\f\\n\\r\\t\\v"', '\x07\b\f\n\r\t\v'],
    ['"\\0"', '\0'],
    ['"\\0001"', '\x001'],
    ['"\\13"', '\r'],
    ['"\\127"', '\x7f'],
    ['"\\65\\066C"', 'ABC'],
    ['"\\x41\\x62"', 'Ab'],
    ['"a\\z   \n  b"', 'ab'],
    ['"\\\'"', "'"],
    ['"café ♠ 🂡"', 'café ♠ 🂡'],
    ['"\\195\\169"', 'é'],
    ['""', ''],
  ])('%s', (text, expected) => {
    expect(valueOf(text)).toBe(expected);
  });
});

describe('numbers', () => {
  it.each([
    ['7', 7],
    ['-3', -3],
    ['0.54117647058824', 0.54117647058824],
    ['1e+15', 1e15],
    ['1.5e-07', 1.5e-7],
    ['2E3', 2000],
    ['.5', 0.5],
    ['5.', 5],
    ['0x1F', 31],
    ['inf', Infinity],
    ['-inf', -Infinity],
    ['- 4', -4],
  ])('%s', (text, expected) => {
    expect(valueOf(text)).toBe(expected);
  });

  it.each(['nan', '-nan'])('%s is NaN', (text) => {
    expect(valueOf(text)).toBeNaN();
  });

  it('keeps the sign of -0', () => {
    expect(Object.is(valueOf('-0'), -0)).toBe(true);
  });
});

describe('tables', () => {
  it('reads booleans, nesting and both kinds of key', () => {
    const outcome = parse('return {["a"]=true,["b"]=false,[1]={["x"]=1,},[2.5]="f",}');
    expect(outcome.ok && outcome.value).toEqual(
      new Map<string | number, LuaValue>([
        ['a', true],
        ['b', false],
        [1, new Map([['x', 1]])],
        [2.5, 'f'],
      ]),
    );
  });

  it('tells [1] from ["1"]', () => {
    const outcome = parse('return {[1]="number",["1"]="string"}');
    expect(outcome.ok && [outcome.value.get(1), outcome.value.get('1')]).toEqual([
      'number',
      'string',
    ]);
  });

  it('reads the rest of a Lua table constructor: names, positions, semicolons, nil', () => {
    const outcome = parse('return { name = "n"; "first", nil, "third"; [2] = "two" , gone = nil }');
    const table = outcome.ok ? outcome.value : new Map();
    expect([...table]).toEqual([
      ['name', 'n'],
      [1, 'first'],
      [3, 'third'],
      [2, 'two'],
    ]);
  });

  it('lets a later entry replace an earlier one, as Lua does', () => {
    const outcome = parse('return {["k"]=1,["k"]=2}');
    expect(outcome.ok && outcome.value.get('k')).toBe(2);
  });

  it('keeps "__proto__" and "constructor" as ordinary keys', () => {
    const outcome = parse('return {["__proto__"]=1,["constructor"]=2}');
    const table: LuaTable = outcome.ok ? outcome.value : new Map();
    expect(Object.fromEntries(table)).toEqual(
      Object.fromEntries([
        ['__proto__', 1],
        ['constructor', 2],
      ]),
    );
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('reads a table without the return keyword and with whitespace around it', () => {
    expect(parse('  {["a"]=1}\n').ok).toBe(true);
  });
});

describe('refusals', () => {
  it.each([
    ['an expression', 'return 1 + 1', 'NOT_A_SAVE_FILE'],
    ['code', 'return os.execute("rm -rf /")', 'NOT_A_SAVE_FILE'],
    ['a function call inside', 'return {["a"]=os.exit()}', 'SAVE_MALFORMED'],
    ['a missing separator', 'return {["a"]=1 ["b"]=2}', 'SAVE_MALFORMED'],
    ['a nil key', 'return {[nil]=1}', 'SAVE_MALFORMED'],
    ['a NaN key', 'return {[nan]=1}', 'SAVE_MALFORMED'],
    ['a table key', 'return {[{}]=1}', 'SAVE_MALFORMED'],
    ['a newline in a string', 'return {["a"]="x\ny"}', 'SAVE_MALFORMED'],
    ['an unknown escape', 'return {["a"]="\\q"}', 'SAVE_MALFORMED'],
    ['a decimal escape above 255', 'return {["a"]="\\256"}', 'SAVE_MALFORMED'],
    ['a number glued to a name', 'return {["a"]=12abc}', 'SAVE_MALFORMED'],
    ['trailing text', 'return {} {}', 'SAVE_MALFORMED'],
    ['a long string', 'return {["a"]=[[x]]}', 'SAVE_MALFORMED'],
    ['an unclosed table', 'return {["a"]={["b"]=1,', 'SAVE_TRUNCATED'],
    ['an unclosed string', 'return {["a"]="abc', 'SAVE_TRUNCATED'],
  ])('refuses %s', (_name, text, code) => {
    const outcome = parse(text);
    expect(outcome.ok ? 'ok' : outcome.code).toBe(code);
  });

  it('says where the text went wrong', () => {
    const outcome = parse('return {["a"]=1 ["b"]=2}');
    expect(outcome.ok ? '' : outcome.message).toContain('at byte 16');
  });

  it('stops at the nesting limit', () => {
    const limits = { ...SAVE_LIMITS, maxDepth: 3 };
    expect(parseLuaTable(strToU8('{{{}}}'), limits).ok).toBe(true);
    const deeper = parseLuaTable(strToU8('{{{{}}}}'), limits);
    expect(deeper.ok ? 'ok' : deeper.code).toBe('SAVE_NESTED_TOO_DEEP');
  });

  it('stops at the string limit', () => {
    const limits = { ...SAVE_LIMITS, maxStringBytes: 4 };
    expect(parseLuaTable(strToU8('{"abcd"}'), limits).ok).toBe(true);
    const longer = parseLuaTable(strToU8('{"abcde"}'), limits);
    expect(longer.ok ? 'ok' : longer.code).toBe('SAVE_STRING_TOO_LONG');
  });

  it('stops at the step budget', () => {
    const limits = { ...SAVE_LIMITS, maxValues: 20 };
    expect(parseLuaTable(strToU8(`{${'1,'.repeat(9)}}`), limits).ok).toBe(true);
    const more = parseLuaTable(strToU8(`{${'1,'.repeat(11)}}`), limits);
    expect(more.ok ? 'ok' : more.code).toBe('SAVE_TOO_COMPLEX');
  });
});
