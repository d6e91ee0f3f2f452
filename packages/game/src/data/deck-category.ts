// Each deck's category, Beginner to Master (docs/product/workspace.md "Deck reference"). The game has no
// such field; the category follows how hard the deck is to unlock in the game's data (its
// `unlock`): from the start or by discovery, by winning with another deck, by winning on a
// stake (docs/decisions/033-deck-categories-from-unlocks.md).
import { getDeck, type DeckName } from './decks';
import { getStake, isStakeName } from './stakes';

export const DECK_CATEGORIES = [
  'Beginner',
  'Intermediate',
  'Advanced',
  'Expert',
  'Master',
] as const;
export type DeckCategory = (typeof DECK_CATEGORIES)[number];

const STAKE_WIN = /^Win a run on (.+)$/;

/** Stake levels 2-3 are Advanced, 4-5 Expert, 6 and up Master. */
function categoryOfStakeLevel(level: number): DeckCategory {
  if (level <= 3) return 'Advanced';
  return level <= 5 ? 'Expert' : 'Master';
}

export function getDeckCategory(deck: DeckName): DeckCategory {
  const { unlock } = getDeck(deck);
  if (unlock.startsWith('Win a run with ')) return 'Intermediate';
  const stake = STAKE_WIN.exec(unlock)?.[1];
  if (stake !== undefined && isStakeName(stake)) return categoryOfStakeLevel(getStake(stake).level);
  // Available from the start, or unlocked by discovering collection items.
  return 'Beginner';
}
