// Zod pieces shared by the tools' input schemas. Enums list the game's own names so a model
// sees every valid value in the JSON Schema and a typo fails with the name it used.
import { MAX_CALCULATOR_HAND, scenarioCardSchema } from '@jokerwise/contracts';
import {
  BLIND_TYPES,
  BOSS_BLIND_NAMES,
  DECK_NAMES,
  JOKER_NAMES,
  MIN_MONEY_WITH_CREDIT_CARD,
  POKER_HAND_NAMES,
  STAKE_NAMES,
  VOUCHER_NAMES,
} from '@jokerwise/game';
import { z } from 'zod';

/** z.enum needs a non-empty tuple; every list passed here is a non-empty game table. */
function enumOf<const Name extends string>(names: readonly Name[]) {
  return z.enum(names as readonly [Name, ...Name[]]);
}

export const cardSchema = scenarioCardSchema;
export const cardsSchema = z.array(cardSchema).max(MAX_CALCULATOR_HAND);
/** A tool's own cards, else the calculator's hand (context.hand). */
export const handCardsSchema = cardsSchema
  .min(1)
  .optional()
  .describe('Cards in hand; defaults to the hand entered in the calculator');
export const jokerNameSchema = enumOf(JOKER_NAMES);
export const bossNameSchema = enumOf(BOSS_BLIND_NAMES);
export const stakeNameSchema = enumOf(STAKE_NAMES);
export const deckNameSchema = enumOf(DECK_NAMES);
export const voucherNameSchema = enumOf(VOUCHER_NAMES);
export const pokerHandSchema = enumOf(POKER_HAND_NAMES);
/** A blind type ('small', 'big', 'boss' = an unchosen boss at x2) or a boss by name. */
export const targetBlindSchema = enumOf([...BLIND_TYPES, ...BOSS_BLIND_NAMES]);

/** The ante range the saved run allows (contracts run-state MAX_ANTE). */
export const anteSchema = z.number().int().min(0).max(100);
/** Money as the run allows it: Credit Card goes to -$20. */
export const moneySchema = z.number().int().min(MIN_MONEY_WITH_CREDIT_CARD).max(1_000_000_000);
