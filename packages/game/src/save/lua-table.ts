// The values of the game's serialised tables. Lua tells `[1]` from `["1"]`, and a Map keeps
// that apart (and keeps a key like "__proto__" an ordinary key).

export type LuaKey = string | number;
export type LuaValue = string | number | boolean | LuaTable;
export type LuaTable = ReadonlyMap<LuaKey, LuaValue>;

export function isLuaTable(value: LuaValue | undefined): value is LuaTable {
  return value instanceof Map;
}

/** The table at `key`, or undefined when absent or not a table. */
export function getTable(table: LuaTable | undefined, key: LuaKey): LuaTable | undefined {
  const value = table?.get(key);
  return isLuaTable(value) ? value : undefined;
}

export function getString(table: LuaTable | undefined, key: LuaKey): string | undefined {
  const value = table?.get(key);
  return typeof value === 'string' ? value : undefined;
}

/** A finite number at `key`; inf and nan count as absent. */
export function getNumber(table: LuaTable | undefined, key: LuaKey): number | undefined {
  const value = table?.get(key);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function getBoolean(table: LuaTable | undefined, key: LuaKey): boolean {
  return table?.get(key) === true;
}

/**
 * The entries [1], [2], ... in index order: how the game lists a card area's cards left to
 * right (`CardArea:save`). Other keys are ignored, and a gap ends nothing (a sparse list keeps
 * its order).
 */
export function getListValues(table: LuaTable | undefined): readonly LuaValue[] {
  if (!table) return [];
  const indexed: [number, LuaValue][] = [];
  for (const [key, value] of table) {
    if (typeof key === 'number' && Number.isInteger(key) && key >= 1) indexed.push([key, value]);
  }
  return indexed.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
}
