// A card's enhancement, edition and seal as the entry controls hold them ('' is none), and
// the card they make with a rank and suit.
import type { CardEdition, Enhancement, Rank, ScenarioCard, Seal, Suit } from '@jokerwise/game';

export interface CardModifiers {
  readonly enhancement: Enhancement | '';
  readonly edition: CardEdition | '';
  readonly seal: Seal | '';
}

export const PLAIN_CARD: CardModifiers = { enhancement: '', edition: '', seal: '' };

export function isPlain(modifiers: CardModifiers): boolean {
  return modifiers.enhancement === '' && modifiers.edition === '' && modifiers.seal === '';
}

export function getModifiers(card: ScenarioCard | null): CardModifiers {
  return {
    enhancement: card?.enhancement ?? '',
    edition: card?.edition ?? '',
    seal: card?.seal ?? '',
  };
}

export function makeCard(rank: Rank, suit: Suit, modifiers: CardModifiers): ScenarioCard {
  return {
    rank,
    suit,
    ...(modifiers.enhancement ? { enhancement: modifiers.enhancement } : {}),
    ...(modifiers.edition ? { edition: modifiers.edition } : {}),
    ...(modifiers.seal ? { seal: modifiers.seal } : {}),
  };
}
