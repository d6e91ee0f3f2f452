// "What does steel do?": a playing-card enhancement, edition or seal from the game's tables
// (packages/game ENHANCEMENT_DEFINITIONS, EDITION_DEFINITIONS, SEAL_DEFINITIONS), what puts
// it on a card, and the cards in hand that carry it.
import {
  EDITION_DEFINITIONS,
  ENHANCEMENT_DEFINITIONS,
  getJokerEditionChances,
  SEAL_DEFINITIONS,
  type CardTraitMention,
  type JokerEdition,
  type VoucherName,
} from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatMoney, formatNumber } from './format';

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

/** "0.3 % per Joker in the shop (0.9 % with your Hone)": the odds a Joker rolls it. */
function describeEditionChance(edition: JokerEdition, vouchers: readonly VoucherName[]): string {
  const percent = (chance: number) => `${formatNumber(chance * 100)} %`;
  const base = percent(getJokerEditionChances([])[edition]);
  const voucher = vouchers.includes('Glow Up')
    ? 'Glow Up'
    : vouchers.includes('Hone')
      ? 'Hone'
      : null;
  const raised =
    voucher === null || edition === 'negative'
      ? ''
      : ` (${percent(getJokerEditionChances(vouchers)[edition])} with your ${voucher})`;
  return `- A Joker made for the shop or a Buffoon pack rolls it ${base} of the time${raised}.`;
}

/** What an enhancement, edition or seal does, and what puts it on a card. */
function describeTraitRule(
  trait: CardTraitMention,
  vouchers: readonly VoucherName[],
): readonly string[] {
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
        describeEditionChance(trait.name, vouchers),
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
  const [rule, ...source] = describeTraitRule(trait, question.run.vouchers);
  const held = heldWith(question, trait);
  return [rule, '', ...source, ...(held === null ? [] : [held])].join('\n');
}
