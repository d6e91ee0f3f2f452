// The shape of a reference Joker. Kept apart from the tables so the three rarity files can
// share it without importing each other.

export const JOKER_RARITIES = ['Common', 'Uncommon', 'Rare', 'Legendary'] as const;
export type JokerRarity = (typeof JOKER_RARITIES)[number];

/** What a Joker mainly does; a few do two things (Scholar: chips and mult). */
export const JOKER_KINDS = ['chips', 'mult', 'xmult', 'retrigger', 'economy', 'utility'] as const;
export type JokerKind = (typeof JOKER_KINDS)[number];

export interface JokerDefinition<Name extends string = string> {
  /** Position in the in-game collection, 1 to 150 (facts: jokers[].n). */
  readonly collectionNumber: number;
  /** The game's internal id as saved (j_caino is shown as Canio). */
  readonly key: string;
  readonly name: Name;
  readonly rarity: JokerRarity;
  /** Base shop price before editions and discounts. */
  readonly cost: number;
  /** Sell value when bought at base price: max(1, floor(cost / 2)). */
  readonly sellValue: number;
  /** The first of `kinds`. */
  readonly kind: JokerKind;
  readonly kinds: readonly JokerKind[];
  /** Whether the Joker keeps a value that grows or shrinks over the run. */
  readonly scaling: boolean;
  /** Whether Blueprint and Brainstorm can copy it. */
  readonly blueprintCompatible: boolean;
  /** A short paraphrase, not the game's text. */
  readonly effect: string;
}
