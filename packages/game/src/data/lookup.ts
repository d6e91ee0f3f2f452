// Name lookups for the reference tables. Each table is built once from its `as const` array,
// so a name that type-checks is always found.

/** Indexes `items` by name; the cast is sound because every name comes from `items` itself. */
function indexByName<T extends { readonly name: string }>(
  items: readonly T[],
): Readonly<Record<T['name'], T>> {
  return Object.fromEntries(items.map((item) => [item.name, item])) as Record<T['name'], T>;
}

/** A type guard for a table's name union, for parsing names typed by users or read from JSON. */
function createNameGuard<Name extends string>(
  names: readonly Name[],
): (value: string) => value is Name {
  const known: ReadonlySet<string> = new Set(names);
  return (value: string): value is Name => known.has(value);
}

/**
 * What every reference table offers: its names in the table's order, a guard for names from
 * outside the type system, and the lookup of a name that type-checks.
 */
export function createCatalog<T extends { readonly name: string }>(items: readonly T[]) {
  const names: readonly T['name'][] = items.map((item) => item.name);
  const byName = indexByName(items);
  return {
    names,
    isName: createNameGuard(names),
    get: (name: T['name']): T => byName[name],
  };
}
