// Jokers that change the rules of a play rather than adding to it: hand detection, odds,
// the boss, copying another Joker, and Space Joker's level-up.
import type { JokerName } from '../../data/jokers';
import type { JokerEffect } from './types';

export const JOKER_EFFECTS = {
  'Four Fingers': { modifiers: ['fourFingers'] },
  Pareidolia: { modifiers: ['pareidolia'] },
  // 1 in 4 to level the played hand up before its values are read, so it counts this hand.
  'Space Joker': { before: () => ({ levelUp: 1, chance: { denominator: 4 }, label: 'level up' }) },
  Splash: { modifiers: ['splash'] },
  Shortcut: { modifiers: ['shortcut'] },
  'Smeared Joker': { modifiers: ['smeared'] },
  Blueprint: { copies: 'right' },
  'Oops! All 6s': { modifiers: ['doubleProbabilities'] },
  Brainstorm: { copies: 'leftmost' },
  // The boss's rule never applies while Chicot is owned (The Flint, The Club, The Psychic...).
  Chicot: { modifiers: ['disablesBoss'] },
} as const satisfies Partial<Record<JokerName, JokerEffect>>;
