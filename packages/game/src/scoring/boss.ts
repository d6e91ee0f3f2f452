// Boss Blind effects that change a played hand's score (facts: bossBlinds): card debuffs,
// hand restrictions, The Flint, The Arm, The Ox and The Tooth. BOSS_SCORING (boss-scoring.ts)
// says for every boss how it is applied: The Pillar and Crimson Heart through the caller's
// `debuffed` flags, The Hook, The House, The Wall's target... not at all, as they change the
// round, not the score of the hand in front of us.
import { getBossBlind, type BossBlindName } from '../data/bosses';
import type { PokerHandName, Suit } from '../data/vocabulary';
import { POKER_HAND_NAMES } from '../data/vocabulary';
import { cardIsFace, cardIsSuit, type CardFacts } from './cards';
import type { RuleModifier } from './jokers/types';
import type { HandCounts } from './scenario';

/** The suit each suit boss debuffs. */
const SUIT_BOSSES: Readonly<Partial<Record<BossBlindName, Suit>>> = {
  'The Club': 'clubs',
  'The Goad': 'spades',
  'The Head': 'hearts',
  'The Window': 'diamonds',
};

/**
 * Does the boss debuff this card? The game's `Blind:debuff_card` (1.0.1o blind.lua). Suit
 * bosses ask `is_suit(suit, true)`: a Stone card has no suit and is never debuffed, a Wild
 * card has every suit and always is, and Smeared Joker widens the boss to the whole colour.
 * The Plant asks `is_face(from_boss)`, so with Pareidolia it debuffs every card. Verdant
 * Leaf debuffs every card until a Joker is sold, which a scenario cannot express: set
 * `bossDisabled` once one has been sold. The Pillar and Crimson Heart are not decided here
 * (see BOSS_SCORING): the caller marks what they debuff.
 */
export function isDebuffedByBoss(
  boss: BossBlindName | undefined,
  card: CardFacts,
  modifiers: ReadonlySet<RuleModifier>,
): boolean {
  if (boss === undefined) return false;
  const suit = SUIT_BOSSES[boss];
  if (suit !== undefined) {
    return cardIsSuit(card, suit, { smeared: modifiers.has('smeared'), ignoreDebuff: true });
  }
  if (boss === 'The Plant') return cardIsFace(card, modifiers.has('pareidolia'), true);
  return boss === 'Verdant Leaf';
}

/**
 * The boss rule this play breaks, or undefined (Blind:debuff_hand): The Psychic needs 5 cards,
 * The Eye forbids a hand type already played this round, The Mouth any type but the first.
 * Suit debuffs are checked on the cards, not here: the hand itself still scores.
 */
export function getForbiddenReason(
  boss: BossBlindName | undefined,
  hand: PokerHandName,
  playedCount: number,
  handsPlayedThisRound: HandCounts,
): string | undefined {
  const rule = boss === undefined ? undefined : `${boss}: ${getBossBlind(boss).effect}`;
  if (boss === 'The Psychic' && playedCount < 5) return rule;
  if (boss === 'The Eye' && (handsPlayedThisRound[hand] ?? 0) > 0) return rule;
  if (boss === 'The Mouth') {
    const other = POKER_HAND_NAMES.some(
      (name) => name !== hand && (handsPlayedThisRound[name] ?? 0) > 0,
    );
    if (other) return rule;
  }
  return undefined;
}

/** The Ox: playing the run's most-played hand sets money to $0. The game fixes that hand when
 *  the blind starts (High Card before any play); from the scenario we read the counts before
 *  this play, and a tie for most played counts as most played. */
export function isOxTriggered(hand: PokerHandName, handsPlayed: HandCounts): boolean {
  const played = handsPlayed[hand] ?? 0;
  const most = Math.max(0, ...POKER_HAND_NAMES.map((name) => handsPlayed[name] ?? 0));
  return most === 0 ? hand === 'High Card' : played === most;
}

/** The Flint halves base chips and mult, rounding half up; mult stays at least 1. */
export function applyFlint(chips: number, mult: number): { chips: number; mult: number } {
  return {
    chips: Math.max(Math.floor(chips * 0.5 + 0.5), 0),
    mult: Math.max(Math.floor(mult * 0.5 + 0.5), 1),
  };
}
