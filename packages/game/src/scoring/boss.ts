// Boss Blind effects that change a played hand's score (facts: bossBlinds): card debuffs,
// hand restrictions, The Flint, The Arm, The Ox and The Tooth. The rest (The Hook, The
// House, The Wall's target...) change the round, not the score of the hand in front of us.
import { getBossBlind, type BossBlindName } from '../data/bosses';
import type { PokerHandName } from '../data/vocabulary';
import { POKER_HAND_NAMES } from '../data/vocabulary';
import { cardIsFace, type CardFacts } from './cards';
import type { HandCounts } from './scenario';

/** Does the boss debuff this card? The Plant asks `is_face(from_boss)`, so with Pareidolia it
 *  debuffs every card. Verdant Leaf debuffs every card until a Joker is sold, which a
 *  scenario cannot express: set `bossDisabled` once one has been sold. */
export function isDebuffedByBoss(
  boss: BossBlindName | undefined,
  card: CardFacts,
  pareidolia: boolean,
): boolean {
  switch (boss) {
    case 'The Club':
      return card.suit === 'clubs';
    case 'The Goad':
      return card.suit === 'spades';
    case 'The Head':
      return card.suit === 'hearts';
    case 'The Window':
      return card.suit === 'diamonds';
    case 'The Plant':
      return cardIsFace(card, pareidolia, true);
    case 'Verdant Leaf':
      return true;
    default:
      return false;
  }
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
