import {
  getBlindStatus,
  getJokerSellValue,
  getOfferedTag,
  POKER_HAND_NAMES,
  type BlindOutcome,
  type BlindType,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';
import { describeHistory } from './describe-history';

// Plain-text views of the run for the coach's payload and prompt (docs/product/coach.md buildSummary).

const BLIND_LABELS = { small: 'Small', big: 'Big', boss: 'Boss' } as const satisfies Record<
  BlindType,
  string
>;

export function describeBlind(blindType: BlindType): (typeof BLIND_LABELS)[BlindType] {
  return BLIND_LABELS[blindType];
}

export function describeCards(cards: readonly ScenarioCard[]): string {
  return cards
    .map((card) =>
      [card.rank, 'of', card.suit, card.enhancement, card.edition, card.seal && `${card.seal} seal`]
        .filter(Boolean)
        .join(' '),
    )
    .join(', ');
}

function listOrNone(items: readonly string[]): string {
  return items.length > 0 ? items.join(', ') : 'none';
}

/** A settled blind, so a model does not weigh plays the game no longer allows. */
const OUTCOME_NOTES: Record<BlindOutcome, string> = {
  'in-play': '',
  beaten: ' (beaten: the round is over, Next Round cashes out)',
  saved: ' (out of hands, saved by Mr. Bones, who self-destructs)',
  lost: ' (out of hands below the target: the run is lost)',
};

/** One paragraph a person or a model can read: deck, stake, blind, money and what is owned. */
export function describeBuild(run: RunState): string {
  const blind =
    run.blindType === 'boss' && run.bossBlind !== null
      ? `Boss Blind ${run.bossBlind}`
      : `${describeBlind(run.blindType)} Blind`;
  // A sell value that grew (Egg, Gift Card) is named: it is money the player can still take.
  const jokers = run.jokers.map((joker) =>
    [
      joker.name,
      joker.edition && `(${joker.edition})`,
      ...joker.stickers.map((s) => `[${s}]`),
      joker.extraValue && `(sells for $${getJokerSellValue(run, joker)})`,
    ]
      .filter(Boolean)
      .join(' '),
  );
  const levels = POKER_HAND_NAMES.filter((hand) => run.tracker.handLevels[hand] > 1).map(
    (hand) => `${hand} level ${run.tracker.handLevels[hand]}`,
  );
  const status = getBlindStatus(run);
  const history = describeHistory(run);
  const held = run.tags ?? [];
  const offered = getOfferedTag(run);
  return [
    `${run.deck}, ${run.stake}, ante ${run.ante}, ${blind}, $${run.money}.`,
    `Hands ${status.hands}, discards ${status.discards}, score so far ${status.score} of ${status.target}${OUTCOME_NOTES[status.outcome]}.`,
    `Jokers (${run.jokers.length}/${run.jokerSlots}): ${listOrNone(jokers)}.`,
    `Vouchers: ${listOrNone(run.vouchers)}.`,
    `Consumables: ${listOrNone(run.consumables.map((consumable) => consumable.name))}.`,
    `Poker hand levels above 1: ${listOrNone(levels)}.`,
    ...(held.length === 0 ? [] : [`Tags held: ${held.join(', ')}.`]),
    ...(offered === null ? [] : [`Skipping this blind gives the ${offered}.`]),
    ...(history === null ? [] : [history]),
  ].join(' ');
}
