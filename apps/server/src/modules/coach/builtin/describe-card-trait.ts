// "What does steel do?": a playing-card enhancement, edition or seal from the game's tables
// (packages/game ENHANCEMENT_DEFINITIONS, EDITION_DEFINITIONS, SEAL_DEFINITIONS), what puts
// it on a card, and the cards in hand that carry it.
import {
  EDITION_DEFINITIONS,
  ENHANCEMENT_DEFINITIONS,
  SEAL_DEFINITIONS,
  type CardTraitMention,
} from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatMoney } from './format';

/** The cards in hand that carry the trait, for "you hold A♣ (steel)". */
function heldWith(question: CoachQuestion, trait: CardTraitMention): string | null {
  const held = question.hand.filter((card) =>
    trait.kind === 'enhancement'
      ? card.enhancement === trait.name
      : trait.kind === 'edition'
        ? card.edition === trait.name
        : card.seal === trait.name,
  );
  return held.length === 0 ? null : `- In your hand: ${formatCards(held)}.`;
}

/** What an enhancement, edition or seal does, and what puts it on a card. */
function describeTraitRule(trait: CardTraitMention): readonly [string, string] {
  switch (trait.kind) {
    case 'enhancement': {
      const definition = ENHANCEMENT_DEFINITIONS[trait.name];
      return [
        `**${definition.name}** (enhancement): ${definition.effect}`,
        `- The Tarot ${definition.tarot} makes it.`,
      ];
    }
    case 'edition': {
      const definition = EDITION_DEFINITIONS[trait.name];
      const where =
        trait.name === 'negative' ? 'on a Joker or a consumable' : 'on a Joker or a playing card';
      return [
        `**${definition.name}** (edition, ${where}): ${definition.effect.replace(/\.?$/, '.')}`,
        `- A Joker with it costs ${formatMoney(definition.shopPriceAdd)} more in the shop.`,
      ];
    }
    case 'seal': {
      const definition = SEAL_DEFINITIONS[trait.name];
      return [
        `**${definition.name}**: ${definition.effect}`,
        `- The Spectral ${definition.spectral} adds it.`,
      ];
    }
  }
}

/** The rule, its source, and the cards in hand that carry it. */
export function describeCardTrait(question: CoachQuestion, trait: CardTraitMention): string {
  const [rule, source] = describeTraitRule(trait);
  const held = heldWith(question, trait);
  return [rule, '', source, ...(held === null ? [] : [held])].join('\n');
}
