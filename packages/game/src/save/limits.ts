// Bounds on reading a save file, far above any real save and far below what would hang a tab
// or hold the server's event loop (docs/architecture.md#security-baseline; docs/decisions/017-save-import-parser.md).
// A real save is 5–20 KB on disk and 60–80 KB unpacked, nests 7 tables deep and holds ~10,000
// values; a 500-card deck would make it ~700 KB and ~60,000 values.

export const SAVE_LIMITS = {
  /** The file as uploaded (the API's body limit is the same number). */
  maxFileBytes: 1024 * 1024,
  /** The text the file unpacks to: a zip bomb stops here, not at the end of its output. */
  maxTextBytes: 2 * 1024 * 1024,
  /** Tables inside tables. */
  maxDepth: 64,
  /** One string's bytes. */
  maxStringBytes: 16 * 1024,
  /** Values and keys read: the step budget that bounds the parser's time. */
  maxValues: 200_000,
} as const;

export type SaveLimits = { readonly [K in keyof typeof SAVE_LIMITS]: number };

/**
 * The most of each thing one import returns: what the workspace holds (the calculator's hand
 * is 16 cards, contracts `MAX_CALCULATOR_HAND`; a scenario 40 Jokers and 40 consumables,
 * `MAX_SCENARIO_JOKERS`) and far above a real run elsewhere. Past a cap the rest is listed as
 * skipped.
 */
export const SAVE_IMPORT_CAPS = {
  jokers: 40,
  consumables: 40,
  shopItems: 100,
  handCards: 16,
  deckCards: 1000,
  tags: 100,
} as const;

/** Counts (money, prices, tallies) far past a real run, below 2^31. */
export const MAX_SAVE_COUNT = 1_000_000_000;
