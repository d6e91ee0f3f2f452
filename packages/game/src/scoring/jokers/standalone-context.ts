// The parts of a scoring context that a Joker hook called on its own needs besides the hand:
// the reference look-ups (reference/probe-context.ts) and the effect tests build one each, and
// both must read rules exactly as the engine does (cards: ../views.ts).
import type { LuckMode } from '../../data/vocabulary';
import { cardIsFace, cardIsSuit } from '../cards';
import { getProbability, rollBetween } from '../luck';
import type { RuleModifier, ScoringContext } from './types';

/** The run around the hand when nothing else is known: its last hand, no money, White Stake. */
export const QUIET_RUN = {
  handLevel: 1,
  jokerSlots: undefined,
  money: 0,
  handsLeft: 1,
  discardsLeft: 0,
  deckRemaining: undefined,
  fullDeckSize: undefined,
  handsPlayed: {},
  handsPlayedThisRound: {},
  boss: undefined,
  blind: 'Small Blind',
  deck: 'Red Deck',
  stake: 'White Stake',
  vouchers: [],
  consumables: [],
} as const satisfies Partial<ScoringContext>;

/** The engine's suit, face and chance rules under these modifiers, doublings and luck. */
export function engineRules(
  modifiers: ReadonlySet<RuleModifier>,
  doublings: number,
  luck: LuckMode,
): Pick<ScoringContext, 'isSuit' | 'isFace' | 'probability' | 'roll'> {
  const smeared = modifiers.has('smeared');
  return {
    isSuit: (view, suit, ignoreDebuff = false) => cardIsSuit(view, suit, { smeared, ignoreDebuff }),
    isFace: (view) => cardIsFace(view, modifiers.has('pareidolia')),
    probability: (chance) => getProbability(chance, doublings),
    roll: (min, max) => rollBetween(min, max, luck),
  };
}
