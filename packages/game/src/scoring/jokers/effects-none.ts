// Jokers with no effect on a scored hand's chips, mult, retriggers or hand detection, each
// with the part of the run it acts on instead. effects-registry.test.ts proves that every
// Joker of the facts file is either here or has an effect, never both.
import type { JokerName } from '../../data/jokers';

export const NO_SCORING_REASONS = [
  /** Money outside the scored hand (round end, discards, selling). */
  'economy',
  /** Prices, rerolls and what the shop offers. */
  'shop',
  /** Creates or changes Tarot, Planet or Spectral cards, or tags. */
  'consumables',
  /** Adds, removes or changes playing cards outside the scored hand. */
  'deck',
  /** Hands, discards or hand size of a round, or surviving it. */
  'round',
  /** Creates, copies or destroys Jokers. */
  'jokers',
  /** Levels poker hands outside the played hand. */
  'hand-levels',
  /** Acts on the boss blind only when sold. */
  'boss',
] as const;
export type NoScoringReason = (typeof NO_SCORING_REASONS)[number];

export const NO_SCORING_EFFECT = {
  'Credit Card': 'economy',
  'Marble Joker': 'deck',
  '8 Ball': 'consumables',
  'Chaos the Clown': 'shop',
  'Delayed Gratification': 'economy',
  Egg: 'economy',
  Burglar: 'round',
  DNA: 'deck',
  'Sixth Sense': 'consumables',
  'Faceless Joker': 'economy',
  Superposition: 'consumables',
  Séance: 'consumables',
  'Riff-Raff': 'jokers',
  Vagabond: 'consumables',
  'Cloud 9': 'economy',
  Rocket: 'economy',
  Luchador: 'boss',
  'Gift Card': 'economy',
  'Turtle Bean': 'round',
  'Mail-In Rebate': 'economy',
  'To the Moon': 'economy',
  Hallucination: 'consumables',
  Juggler: 'round',
  Drunkard: 'round',
  'Golden Joker': 'economy',
  'Diet Cola': 'consumables',
  'Trading Card': 'economy',
  'Mr. Bones': 'round',
  Troubadour: 'round',
  Certificate: 'deck',
  Showman: 'shop',
  'Merry Andy': 'round',
  // Pays $8 when the boss's rule triggered this hand (`G.GAME.blind.triggered`), which the
  // hook context does not carry; only Bull or Bootstraps to its right would see the money.
  Matador: 'economy',
  'Invisible Joker': 'jokers',
  Satellite: 'economy',
  Cartomancer: 'consumables',
  Astronomer: 'shop',
  'Burnt Joker': 'hand-levels',
  Perkeo: 'consumables',
} as const satisfies Partial<Record<JokerName, NoScoringReason>>;
