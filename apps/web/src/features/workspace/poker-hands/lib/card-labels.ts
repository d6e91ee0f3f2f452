// Words and glyphs for cards in the calculator's controls (accessible names and badges).
import type { CardEdition, Enhancement, ScenarioCard, Seal, Suit } from '@jokerwise/game';

export const SUIT_GLYPHS: Readonly<Record<Suit, string>> = {
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
};

/** docs/product/workspace.md "Select Card N": spades, hearts, diamonds, clubs. */
export const SUIT_ORDER: readonly Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];

export const SUIT_LABELS: Readonly<Record<Suit, string>> = {
  spades: 'Spades',
  hearts: 'Hearts',
  diamonds: 'Diamonds',
  clubs: 'Clubs',
};

export const ENHANCEMENT_LABELS: Readonly<Record<Enhancement, string>> = {
  bonus: 'Bonus',
  mult: 'Mult',
  wild: 'Wild',
  glass: 'Glass',
  steel: 'Steel',
  stone: 'Stone',
  gold: 'Gold',
  lucky: 'Lucky',
};

export const EDITION_LABELS: Readonly<Record<CardEdition, string>> = {
  foil: 'Foil',
  holographic: 'Holographic',
  polychrome: 'Polychrome',
};

export const SEAL_LABELS: Readonly<Record<Seal, string>> = {
  gold: 'Gold Seal',
  red: 'Red Seal',
  blue: 'Blue Seal',
  purple: 'Purple Seal',
};

export function isRedSuit(suit: Suit): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}

/** "Foil Glass 10 of Hearts, Red Seal" */
export function describeCard(card: ScenarioCard): string {
  const modifiers = [
    card.edition && EDITION_LABELS[card.edition],
    card.enhancement && ENHANCEMENT_LABELS[card.enhancement],
  ].filter(Boolean);
  const name = [...modifiers, `${card.rank} of ${SUIT_LABELS[card.suit]}`].join(' ');
  return card.seal ? `${name}, ${SEAL_LABELS[card.seal]}` : name;
}
