// The texts the web and the coach show for the run state; the game package gives only the codes
// (packages/game/src/run/result.ts). The spec keeps purchase failures silent (docs/product/workspace.md:
// "Purchase failures (no item, insufficient funds, no name) are silent"), so it prints no text for
// them; the failure texts below are ours and the web decides whether to show them.
import type { RunErrorCode, TagMoment } from '@jokerwise/game';

/** The one map from failure codes to user-facing text (keyed by the union: a missing row fails the typecheck). */
export const RUN_ERROR_MESSAGES: { readonly [C in RunErrorCode]: string } = {
  INVALID_TRANSITION: 'That step is not available right now.',
  NOT_PLAYING: 'Finish setting up the game first.',
  ANTE_OUT_OF_RANGE: 'Choose an ante from 1 to 12.',
  BOSS_NOT_AVAILABLE: 'That boss blind cannot appear on this ante.',
  INSUFFICIENT_FUNDS: 'Not enough money to buy this item.',
  ITEM_NOT_FOUND: 'That shop item no longer exists.',
  ITEM_HAS_NO_NAME: 'Choose a name for this item first.',
  UNKNOWN_ITEM_NAME: 'That name is not an item of this type.',
  NOT_SOLD_IN_SHOP: 'Legendary Jokers are never sold in the shop; they come only from The Soul.',
  JOKERS_ONLY: 'Only Jokers can have an edition or stickers.',
  NO_FREE_JOKER_SLOT: 'All Joker slots are full.',
  NO_FREE_CONSUMABLE_SLOT: 'All consumable slots are full.',
  JOKER_NOT_FOUND: 'That Joker is not in your build.',
  CONSUMABLE_NOT_FOUND: 'That consumable is not in your build.',
  INCOMPATIBLE_STICKERS: 'A Joker cannot be both Eternal and Perishable.',
  VOUCHER_ALREADY_OWNED: 'You already own this voucher.',
  VOUCHER_REQUIRES_BASE: 'This upgraded voucher needs its base voucher first.',
  VOUCHER_NOT_OWNED: 'You do not own this voucher.',
  VOUCHER_REQUIRED_BY_UPGRADE: 'Remove the upgraded voucher before its base voucher.',
  HAND_LOCKED: 'Unlock secret hands to edit this level.',
  CANNOT_SKIP_BOSS: 'A Boss Blind cannot be skipped.',
  TAG_NOT_AVAILABLE: 'That Tag is not offered on this ante.',
  TAG_NOT_HELD: 'That Tag is no longer held.',
  JOKER_IS_ETERNAL: 'An Eternal Joker cannot be sold.',
  NOT_SELLABLE: 'A Booster Pack is opened at once; there is nothing to sell.',
  NOT_A_PACK: 'Only a Booster Pack can be opened.',
  NOT_IN_PACK: 'That card does not come in this pack.',
  TOO_MANY_PICKS: 'This pack lets you take fewer cards.',
};

/** When a held Tag is used (packages/game TAG_MOMENTS), shown beside the Tag. */
export const TAG_MOMENT_TEXTS: { readonly [M in TagMoment]: string } = {
  taken: 'as it is taken',
  'next-shop': 'next shop',
  'base-edition-joker': 'next base-edition shop Joker',
  'boss-cash-out': 'after the Boss Blind',
  'round-start': 'next blind played',
  'next-tag': 'next Tag taken',
};

export function getRunErrorMessage(code: RunErrorCode): string {
  return RUN_ERROR_MESSAGES[code];
}

/**
 * Texts the spec prints around the run, word for word (docs/product/workspace.md). `{n}` is the round just
 * played.
 */
export const RUN_TEXTS = {
  begin: 'The Journey Begins',
  loadConfirm: 'Load This Game State',
  cancel: 'Cancel',
  newGameConfirm: 'Yes, Start New Game',
  moneyPrompt: 'Enter your current money after Round {n}',
  moneyPlaceholder: 'Enter money amount',
  selectBoss: 'Select Boss Blind for the current ante',
} as const;

export function formatMoneyPrompt(round: number): string {
  return RUN_TEXTS.moneyPrompt.replace('{n}', String(round));
}
