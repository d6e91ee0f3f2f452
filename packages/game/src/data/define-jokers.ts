// Builds a rarity's Joker table from its rows. The rarity, the sell value and the main kind
// follow from the table and the row, so a row states only what differs from Joker to Joker.
import type { JokerDefinition, JokerKind, JokerRarity } from './joker-types';

export interface JokerRow {
  readonly collectionNumber: number;
  readonly key: string;
  readonly name: string;
  readonly cost: number;
  /** What the Joker does, the main thing first. */
  readonly kinds: readonly [JokerKind, ...JokerKind[]];
  readonly scaling: boolean;
  readonly blueprintCompatible: boolean;
  readonly effect: string;
}

/** Keeps each row's name and key as literal types, for `JokerName` and `JokerKey`. */
export type DefinedJoker<Row extends JokerRow> = JokerDefinition<Row['name']> & {
  readonly key: Row['key'];
};

export function defineJokers<const Row extends JokerRow>(
  rarity: JokerRarity,
  rows: readonly Row[],
): readonly DefinedJoker<Row>[] {
  return rows.map((row) => ({
    collectionNumber: row.collectionNumber,
    key: row.key,
    name: row.name,
    rarity,
    cost: row.cost,
    // The game sells a Joker for half its price, never below $1 (facts: economy.sellValue).
    sellValue: Math.max(1, Math.floor(row.cost / 2)),
    kind: row.kinds[0],
    kinds: row.kinds,
    scaling: row.scaling,
    blueprintCompatible: row.blueprintCompatible,
    effect: row.effect,
  }));
}
