// The saved workspace run (docs/product/workspace.md): the game's RunState plus the calculator's
// cards in hand, as zod schemas. The server parses every save with them, so a malformed or
// out-of-range document is refused with a 400 naming the field and the stored run stays as it
// was. The TypeScript types live in @jokerwise/game; `satisfies` keeps the two in step.
import {
  BLIND_TYPES,
  BOOSTER_PACK_NAMES,
  BOSS_BLIND_NAMES,
  DECK_NAMES,
  JOKER_EDITIONS,
  JOKER_NAMES,
  MAX_HAND_LEVEL,
  MIN_HAND_LEVEL,
  MIN_MONEY_WITH_CREDIT_CARD,
  PLANET_NAMES,
  POKER_HAND_NAMES,
  RUN_STATE_VERSION,
  SETUP_STAGES,
  SHOP_ITEM_TYPES,
  SPECTRAL_NAMES,
  STAKE_NAMES,
  STICKER_NAMES,
  ROUND_OUTCOMES,
  MAX_HISTORY_ROUNDS,
  SUITS,
  TAG_NAMES,
  TAROT_NAMES,
  TRACKER_CARD_COUNT,
  TRACKER_RANKS,
  VOUCHER_NAMES,
  CONSUMABLE_TYPES,
  type PokerHandName,
  type RunState,
} from '@jokerwise/game';
import { z } from 'zod';
import { jokerStateSchema, MAX_CALCULATOR_HAND, scenarioCardSchema } from './calculator-scenario';
import { nameEnum } from './name-enum';

/*
 * Bounds no real run reaches, so they only stop nonsense (a million Jokers, a 1e300 score)
 * from being stored; the game's own rules keep a run far inside them.
 */
const MAX_ANTE = 100;
const MAX_MONEY = 1_000_000_000;
const MAX_SLOTS = 100;
const MAX_LIST = 200;
/** Revisions are a PostgreSQL integer column: past it a save could only fail. */
const MAX_REVISION = 2_147_483_647;

const count = z.number().int().min(0);
const smallCount = count.max(10_000);
const money = z.number().int().min(MIN_MONEY_WITH_CREDIT_CARD).max(MAX_MONEY);
const price = count.max(MAX_MONEY);
const stickers = z.array(nameEnum(STICKER_NAMES, 'sticker')).max(STICKER_NAMES.length);
const jokerEdition = nameEnum(JOKER_EDITIONS, 'Joker edition').nullable();
const tagName = nameEnum(TAG_NAMES, 'tag');
const shopItemName = nameEnum(
  [
    ...JOKER_NAMES,
    ...VOUCHER_NAMES,
    ...TAROT_NAMES,
    ...PLANET_NAMES,
    ...SPECTRAL_NAMES,
    ...BOOSTER_PACK_NAMES,
  ],
  'shop item',
);
const consumableName = nameEnum(
  [...TAROT_NAMES, ...PLANET_NAMES, ...SPECTRAL_NAMES, ...BOOSTER_PACK_NAMES],
  'consumable',
);
const roundInAnte = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const blindType = nameEnum(BLIND_TYPES, 'blind type');
const bossBlind = nameEnum(BOSS_BLIND_NAMES, 'boss blind');

const handLevelsShape = Object.fromEntries(
  POKER_HAND_NAMES.map((hand) => [hand, z.number().int().min(MIN_HAND_LEVEL).max(MAX_HAND_LEVEL)]),
) as Record<PokerHandName, z.ZodNumber>;

const trackerCardSchema = z.object({
  rank: nameEnum(TRACKER_RANKS, 'rank'),
  suit: nameEnum(SUITS, 'suit').nullable(),
});

const roundHistoryEntrySchema = z.object({
  ante: z.number().int().min(0).max(MAX_ANTE),
  round: roundInAnte,
  blindType,
  bossBlind: bossBlind.nullable(),
  outcome: nameEnum(ROUND_OUTCOMES, 'round outcome'),
  tag: tagName.nullable(),
  moneyBefore: money,
  moneyAfter: money,
  purchases: z.array(shopItemName).max(MAX_LIST),
  sales: z.array(shopItemName).max(MAX_LIST),
  levelUps: z
    .array(
      z.object({
        hand: nameEnum(POKER_HAND_NAMES, 'poker hand'),
        level: z.number().int().min(MIN_HAND_LEVEL).max(MAX_HAND_LEVEL),
      }),
    )
    .max(MAX_LIST),
});

export const runStateSchema = z.object({
  version: z.literal(RUN_STATE_VERSION),
  stage: nameEnum(SETUP_STAGES, 'stage'),
  deck: nameEnum(DECK_NAMES, 'deck'),
  stake: nameEnum(STAKE_NAMES, 'stake'),
  ante: z.number().int().min(0).max(MAX_ANTE),
  round: roundInAnte,
  blindType,
  money,
  targetScore: z.number().min(0).finite(),
  bossBlind: bossBlind.nullable(),
  hands: smallCount,
  discards: smallCount,
  handSize: smallCount,
  currentScore: z.number().min(0).finite(),
  jokers: z
    .array(
      z.object({
        name: nameEnum(JOKER_NAMES, 'Joker'),
        edition: jokerEdition,
        stickers,
        // Added after version 1 shipped (the values a save shows): optional like `history`.
        values: jokerStateSchema.optional(),
        // Added later still (sell value gained: Egg, Gift Card); runs stored before lack it.
        extraValue: price.optional(),
      }),
    )
    .max(MAX_SLOTS),
  jokerSlots: count.max(MAX_SLOTS),
  consumableSlots: count.max(MAX_SLOTS),
  vouchers: z.array(nameEnum(VOUCHER_NAMES, 'voucher')).max(VOUCHER_NAMES.length),
  consumables: z
    .array(
      z.object({
        name: consumableName,
        type: nameEnum(CONSUMABLE_TYPES, 'consumable type'),
        price,
        // Sell value gained from Gift Card, added later; runs stored before lack it.
        extraValue: price.optional(),
      }),
    )
    .max(MAX_LIST),
  shopItems: z
    .array(
      z.object({
        id: count.max(MAX_MONEY),
        type: nameEnum(SHOP_ITEM_TYPES, 'shop item type'),
        name: shopItemName.nullable(),
        price,
        edition: jokerEdition,
        stickers,
      }),
    )
    .max(MAX_LIST),
  shopRerolls: smallCount,
  nextShopItemId: count.max(MAX_MONEY),
  isShopOpen: z.boolean(),
  prompt: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('select-boss') }),
      z.object({ kind: z.literal('update-money'), round: count.max(MAX_ANTE * 3) }),
    ])
    .nullable(),
  loadDraft: z
    .object({
      deck: nameEnum(DECK_NAMES, 'deck'),
      stake: nameEnum(STAKE_NAMES, 'stake'),
      ante: z.number().int().min(0).max(MAX_ANTE),
      blindType,
      money,
      bossBlind: bossBlind.nullable(),
      startedWhilePlaying: z.boolean().optional(),
    })
    .nullable(),
  tracker: z.object({
    handLevels: z.object(handLevelsShape),
    secretHandsUnlocked: z.boolean(),
    cards: z.array(trackerCardSchema.nullable()).length(TRACKER_CARD_COUNT),
  }),
  // Added after version 1 shipped: optional, so runs stored before them stay valid.
  tags: z.array(tagName).max(MAX_LIST).optional(),
  skips: smallCount.optional(),
  blindTags: z.object({ small: tagName.nullable(), big: tagName.nullable() }).optional(),
  history: z.array(roundHistoryEntrySchema).max(MAX_HISTORY_ROUNDS).optional(),
  currentRound: roundHistoryEntrySchema
    .pick({ moneyBefore: true, purchases: true, sales: true, levelUps: true })
    .optional(),
}) satisfies z.ZodType<RunState>;

/** What the workspace saves: the run and the calculator's cards in hand. */
export const workspaceDocumentSchema = z.object({
  state: runStateSchema,
  hand: z.array(scenarioCardSchema).max(MAX_CALCULATOR_HAND),
  /**
   * Set by New Game: the coach keeps one chat per game, so a new game starts a fresh chat and
   * the old one stays stored with its game. Absent in runs saved before it existed.
   */
  gameId: z.uuid().optional(),
});
export type WorkspaceDocument = z.infer<typeof workspaceDocumentSchema>;

/** A stored run as the server reports it; `revision` counts saves (optimistic concurrency). */
export const savedRunSchema = z.object({
  id: z.uuid(),
  revision: z.number().int().min(1).max(MAX_REVISION),
  updatedAt: z.iso.datetime(),
  document: workspaceDocumentSchema,
});
export type SavedRun = z.infer<typeof savedRunSchema>;

export const currentRunResponseSchema = z.object({ run: savedRunSchema.nullable() });
export type CurrentRunResponse = z.infer<typeof currentRunResponseSchema>;

/**
 * A save names the revision it was based on; when another device saved since, the server
 * answers 409 with the newer run instead of overwriting it.
 */
export const saveRunBodySchema = z.object({
  baseRevision: z.number().int().min(0).max(MAX_REVISION),
  document: workspaceDocumentSchema,
});
export type SaveRunBody = z.infer<typeof saveRunBodySchema>;

export const runConflictBodySchema = z.object({
  error: z.object({ code: z.literal('RUN_CONFLICT'), message: z.string() }),
  run: savedRunSchema,
});
export type RunConflictBody = z.infer<typeof runConflictBodySchema>;

export const RUN_CONFLICT_MESSAGE = 'This run was updated on another device.';
