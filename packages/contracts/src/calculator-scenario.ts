// The calculator scenario format v1 (packages/game/test/reference/calculator-scenario.md) as zod schemas:
// one document read by the engine, the HTTP calculator endpoints and the CLI. Names are the
// game's display names, matched exactly; an unknown one fails with a message naming the
// field (the issue path) and the value. The TypeScript types live in @jokerwise/game; the
// `satisfies` clauses keep schema and types in step.
//
// Every array and number is bounded (docs/architecture.md#security-baseline): the hand at the calculator's largest,
// Jokers at 40, counters below 2^31. A request past a bound is a 400 naming the field; within
// the bounds, best play's search is held to a work budget by its caller.
import {
  BOSS_BLIND_NAMES,
  CARD_EDITIONS,
  DECK_NAMES,
  ENHANCEMENTS,
  JOKER_EDITIONS,
  JOKER_NAMES,
  LUCK_MODES,
  MIN_MONEY_WITH_CREDIT_CARD,
  OVERFLOW_TEXT,
  PLANET_NAMES,
  POKER_HAND_NAMES,
  RANKS,
  REGULAR_BLIND_NAMES,
  SEALS,
  SPECTRAL_NAMES,
  STAKE_NAMES,
  SUITS,
  TAROT_NAMES,
  VOUCHER_NAMES,
  type BestPlayResult,
  type CalculatorScenario,
  type JokerState,
  type ScenarioCard,
  type ScenarioJoker,
  type ScoreLogEntry,
  type ScoreResult,
} from '@jokerwise/game';
import { z } from 'zod';
import { nameEnum } from './name-enum';

/** The calculator's cards in hand: the saved hand and best play's `held` share this bound. */
export const MAX_CALCULATOR_HAND = 16;
/**
 * Jokers in one scenario. A run has 5 slots, one more with Black Deck and one with Antimatter,
 * and one more per Negative Joker; no run comes near 40. Each Joker can act on every card and
 * on every other Joker, so this bound is what keeps one scoring, and its log, small.
 */
export const MAX_SCENARIO_JOKERS = 40;
/** Counters (levels, plays, chips on a card, money): far past a real run, below 2^31. */
export const MAX_SCENARIO_COUNT = 1_000_000_000;
const MAX_PLAYED = 5;

const count = z.number().int().min(0).max(MAX_SCENARIO_COUNT);
/** Hands, discards, deck sizes and slots, bounded as the saved run bounds them. */
const smallCount = count.max(10_000);
/** "Currently +N" and "XN" values; overflow past the double range is the engine's to report. */
const jokerValue = z.number().min(0).finite();

export const scenarioCardSchema = z.object({
  rank: nameEnum(RANKS, 'rank'),
  suit: nameEnum(SUITS, 'suit'),
  enhancement: nameEnum(ENHANCEMENTS, 'enhancement').optional(),
  edition: nameEnum(CARD_EDITIONS, 'card edition').optional(),
  seal: nameEnum(SEALS, 'seal').optional(),
  debuffed: z.boolean().optional(),
  extraChips: count.optional(),
}) satisfies z.ZodType<ScenarioCard>;

/** What the Joker's card shows now (format: "What a Joker's `state` means"). */
export const jokerStateSchema = z.object({
  chips: jokerValue.optional(),
  mult: jokerValue.optional(),
  xmult: jokerValue.optional(),
  count: count.optional(),
  rank: nameEnum(RANKS, 'rank').optional(),
  suit: nameEnum(SUITS, 'suit').optional(),
  hand: nameEnum(POKER_HAND_NAMES, 'poker hand').optional(),
}) satisfies z.ZodType<JokerState>;

export const scenarioJokerSchema = z.object({
  name: nameEnum(JOKER_NAMES, 'Joker'),
  edition: nameEnum(JOKER_EDITIONS, 'Joker edition').optional(),
  debuffed: z.boolean().optional(),
  sellValue: count.optional(),
  state: jokerStateSchema.optional(),
}) satisfies z.ZodType<ScenarioJoker>;

const handName = nameEnum(POKER_HAND_NAMES, 'poker hand');
const handCounts = z.partialRecord(handName, count);

const baseScenarioSchema = z.object({
  version: z.literal(1),
  deck: nameEnum(DECK_NAMES, 'deck').optional(),
  stake: nameEnum(STAKE_NAMES, 'stake').optional(),
  blind: nameEnum([...REGULAR_BLIND_NAMES, ...BOSS_BLIND_NAMES], 'blind').optional(),
  bossDisabled: z.boolean().optional(),
  handLevels: z.partialRecord(handName, count.min(1)).optional(),
  handsPlayed: handCounts.optional(),
  handsPlayedThisRound: handCounts.optional(),
  money: z.number().int().min(MIN_MONEY_WITH_CREDIT_CARD).max(MAX_SCENARIO_COUNT).optional(),
  handsLeft: smallCount.min(1).optional(),
  discardsLeft: smallCount.optional(),
  deckRemaining: smallCount.optional(),
  fullDeckSize: smallCount.optional(),
  jokerSlots: smallCount.optional(),
  vouchers: z.array(nameEnum(VOUCHER_NAMES, 'voucher')).max(VOUCHER_NAMES.length).optional(),
  consumables: z
    .array(nameEnum([...TAROT_NAMES, ...PLANET_NAMES, ...SPECTRAL_NAMES], 'consumable'))
    // Consumable slots grow like Joker slots (Negative consumables).
    .max(MAX_SCENARIO_JOKERS)
    .optional(),
  luck: nameEnum(LUCK_MODES, 'luck mode').optional(),
  held: z.array(scenarioCardSchema).max(MAX_CALCULATOR_HAND).optional(),
  jokers: z.array(scenarioJokerSchema).max(MAX_SCENARIO_JOKERS).optional(),
});

/** A played hand to score: 1 to 5 cards in play order. */
export const calculatorScenarioSchema = baseScenarioSchema.extend({
  played: z.array(scenarioCardSchema).min(1).max(MAX_PLAYED),
}) satisfies z.ZodType<CalculatorScenario>;
export type CalculatorScenarioInput = z.input<typeof calculatorScenarioSchema>;

/** Best play: the cards in hand under "held", "played" empty. */
export const bestPlayScenarioSchema = baseScenarioSchema.extend({
  played: z.array(scenarioCardSchema).max(0),
  held: z.array(scenarioCardSchema).min(1).max(MAX_CALCULATOR_HAND),
}) satisfies z.ZodType<CalculatorScenario>;

/**
 * Chips, mult, score and log values: a number, or past the double range the game's "naneinf".
 * The engine reports overflow as Infinity, which JSON cannot carry; this codec writes it as
 * "naneinf" in responses and reads it back as Infinity, so every client sees overflow alike.
 */
export const scoreNumberSchema = z
  .codec(
    z.union([z.number(), z.literal(OVERFLOW_TEXT)]),
    z.union([z.number(), z.literal(Infinity)]),
    {
      decode: (value) => (value === OVERFLOW_TEXT ? Infinity : value),
      encode: (value) => (Number.isFinite(value) ? value : OVERFLOW_TEXT),
    },
  )
  .meta({
    description: `A number, or "${OVERFLOW_TEXT}" past the double range (as the game shows it)`,
  });

export const scoreLogEntrySchema = z.object({
  source: z.string(),
  effect: z.string(),
  value: scoreNumberSchema,
  chips: scoreNumberSchema,
  mult: scoreNumberSchema,
}) satisfies z.ZodType<ScoreLogEntry>;

/** The output of scoring one hand (format: "Output"). */
export const scoreResultSchema = z.object({
  hand: handName,
  scoringCards: z.array(count).readonly(),
  chips: scoreNumberSchema,
  mult: scoreNumberSchema,
  score: scoreNumberSchema,
  beatsBlind: z.boolean().optional(),
  target: z.number().optional(),
  notAllowed: z.string().optional(),
  log: z.array(scoreLogEntrySchema).readonly(),
}) satisfies z.ZodType<ScoreResult>;
export type CalculatorScenarioOutput = ScoreResult;

const playChoiceSchema = z.object({
  cards: z.array(count).readonly(),
  /** The order to keep the held cards in when it scores more than the order given. */
  heldOrder: z.array(count).readonly().optional(),
  result: scoreResultSchema,
});

export const bestPlayResultSchema = z.object({
  best: playChoiceSchema,
  runnersUp: z.array(playChoiceSchema).readonly(),
  /** False when the search stopped at its work budget: `best` is the best play found by then. */
  isComplete: z.boolean(),
}) satisfies z.ZodType<BestPlayResult>;
