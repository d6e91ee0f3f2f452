// The calculator scenario format v1 (shared/contracts/calculator-scenario.md) as zod schemas:
// one document read by the engine, the HTTP calculator endpoints and the CLI. Names are the
// game's display names, matched exactly; an unknown one fails with a message naming the
// field (the issue path) and the value. The TypeScript types live in @jokerwise/game; the
// `satisfies` clauses keep schema and types in step.
import {
  BOSS_BLIND_NAMES,
  CARD_EDITIONS,
  DECK_NAMES,
  ENHANCEMENTS,
  JOKER_EDITIONS,
  JOKER_NAMES,
  LUCK_MODES,
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

const count = z.number().int().min(0);

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
  chips: z.number().finite().optional(),
  mult: z.number().finite().optional(),
  xmult: z.number().finite().min(0).optional(),
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
  handLevels: z.partialRecord(handName, z.number().int().min(1)).optional(),
  handsPlayed: handCounts.optional(),
  handsPlayedThisRound: handCounts.optional(),
  money: z.number().int().optional(),
  handsLeft: z.number().int().min(1).optional(),
  discardsLeft: count.optional(),
  deckRemaining: count.optional(),
  fullDeckSize: count.optional(),
  jokerSlots: count.optional(),
  vouchers: z.array(nameEnum(VOUCHER_NAMES, 'voucher')).optional(),
  consumables: z
    .array(nameEnum([...TAROT_NAMES, ...PLANET_NAMES, ...SPECTRAL_NAMES], 'consumable'))
    .optional(),
  luck: nameEnum(LUCK_MODES, 'luck mode').optional(),
  held: z.array(scenarioCardSchema).optional(),
  jokers: z.array(scenarioJokerSchema).optional(),
});

/** A played hand to score: 1 to 5 cards in play order. */
export const calculatorScenarioSchema = baseScenarioSchema.extend({
  played: z.array(scenarioCardSchema).min(1).max(5),
}) satisfies z.ZodType<CalculatorScenario>;
export type CalculatorScenarioInput = z.input<typeof calculatorScenarioSchema>;

/** Best play: the cards in hand under "held", "played" empty. */
export const bestPlayScenarioSchema = baseScenarioSchema.extend({
  played: z.array(scenarioCardSchema).max(0),
  held: z.array(scenarioCardSchema).min(1),
}) satisfies z.ZodType<CalculatorScenario>;

export const scoreLogEntrySchema = z.object({
  source: z.string(),
  effect: z.string(),
  value: z.number(),
  chips: z.number(),
  mult: z.number(),
}) satisfies z.ZodType<ScoreLogEntry>;

/** The output of scoring one hand (format: "Output"). */
export const scoreResultSchema = z.object({
  hand: handName,
  scoringCards: z.array(count).readonly(),
  chips: z.number(),
  mult: z.number(),
  score: z.number(),
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
}) satisfies z.ZodType<BestPlayResult>;
