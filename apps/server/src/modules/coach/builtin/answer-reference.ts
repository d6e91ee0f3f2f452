// Rules from the game's data: what a deck or stake changes, and what a voucher, tag, Tarot,
// Spectral, pack or Joker does (packages/game reference look-ups), the game's text first.
import {
  getDeckReference,
  getOfferedTag,
  getPackReference,
  getSpectralReference,
  getStakeReference,
  getTagMoney,
  getTagReference,
  getTarotReference,
  getVoucherReference,
  isMoneyTarot,
  type NameMention,
} from '@jokerwise/game';
import { answerWhichPlanet } from './answer-hand-level';
import type { CoachQuestion } from './coach-question';
import { describeCardTrait } from './describe-card-trait';
import { ASKS_HELD_CONSUMABLE, describeHeldConsumables } from './describe-held-consumables';
import { ASKS_HELD_TAGS, describeHeldTags } from './describe-held-tags';
import { ASKS_HOW_TO_GET, describeJokerSource } from './describe-joker-source';
import { ASKS_HOW_TO_GROW, describeJoker, describeJokerGrowth } from './describe-joker';
import { describeMoneyTarot } from './describe-money-tarot';
import { formatMoney, formatNumber } from './format';

export function answerDeckRule(question: CoachQuestion): string {
  const deck = getDeckReference(question.parsed.deck ?? question.run.deck);
  const extras = [
    deck.blindScaling === 1 ? null : `blind targets ×${formatNumber(deck.blindScaling)}`,
    deck.paysInterest ? null : 'no interest',
    deck.vouchers.length === 0 ? null : `starts with ${deck.vouchers.join(', ')}`,
    deck.consumables.length === 0 ? null : `and ${deck.consumables.join(', ')}`,
  ].filter((extra): extra is string => extra !== null);
  return [
    `**${deck.deck}**: ${deck.effect}`,
    '',
    `- Start (White Stake): ${formatMoney(deck.money)}, ${formatNumber(deck.hands)} hands, ${formatNumber(deck.discards)} discards, hand size ${formatNumber(deck.handSize)}, ${formatNumber(deck.jokerSlots)} Joker slots, ${formatNumber(deck.consumableSlots)} consumable slots.`,
    ...(extras.length === 0 ? [] : [`- Also: ${extras.join('; ')}.`]),
  ].join('\n');
}

export function answerStakeRule(question: CoachQuestion): string {
  const stake = getStakeReference(question.parsed.stake ?? question.run.stake);
  const lower = stake.alsoApplies.map((rule) => `${rule.stake}: ${rule.added}`);
  return [
    `**${stake.stake}** (stake ${formatNumber(stake.level)}) adds: ${stake.added}`,
    '',
    ...(lower.length === 0 ? [] : [`- It keeps every lower stake's rule — ${lower.join(' ')}`]),
    `- Ante base chips, antes 1–8: ${stake.anteBaseChips.map(formatNumber).join(', ')}.`,
    `- The Small Blind pays ${formatMoney(stake.smallBlindReward)}.`,
  ].join('\n');
}

function describeMention(question: CoachQuestion, mention: NameMention): string | null {
  switch (mention.kind) {
    case 'joker':
      return describeJoker(question, mention.name);
    case 'voucher': {
      const voucher = getVoucherReference(mention.name);
      const link =
        voucher.requires === null
          ? `upgrades to ${voucher.upgrade ?? ''}`
          : `needs ${voucher.requires}`;
      return `**${voucher.voucher}** (voucher, ${formatMoney(voucher.cost)}): ${voucher.effect}\n\n- It ${link}.`;
    }
    case 'tag': {
      const tag = getTagReference(mention.name);
      // Investment's $25 is in its text; Economy and Speed pay what the run makes them.
      const money =
        mention.name === 'Investment Tag' ? null : getTagMoney(question.run, mention.name);
      return [
        `**${tag.tag}**: ${tag.effect}`,
        '',
        `- Skipping a Small or Big Blind can give it from ante ${formatNumber(tag.minAnte)}.`,
        ...(money === null ? [] : [`- Taken now it would pay you ${formatMoney(money)}.`]),
      ].join('\n');
    }
    case 'tarot':
    case 'spectral': {
      const card =
        mention.kind === 'tarot'
          ? getTarotReference(mention.name)
          : getSpectralReference(mention.name);
      const rule = `**${card.name}** (${mention.kind === 'tarot' ? 'Tarot' : 'Spectral'}, ${formatMoney(card.cost)}, sells for ${formatMoney(card.sellValue)}): ${card.effect}`;
      if (!isMoneyTarot(card.name)) return rule;
      const { lead, line } = describeMoneyTarot(question, card.name);
      return [...(lead === null ? [] : [lead, '']), rule, '', line].join('\n');
    }
    case 'pack': {
      const pack = getPackReference(mention.name);
      return `**${pack.pack}** (${formatMoney(pack.cost)}): shows ${formatNumber(pack.cardsShown)}, you choose ${formatNumber(pack.choose)} — ${pack.contents}.`;
    }
    case 'planet':
      return answerWhichPlanet(question);
    default:
      return null;
  }
}

export function answerCardEffect(question: CoachQuestion): string {
  const [wanted] = question.parsed.jokers;
  if (wanted !== undefined && ASKS_HOW_TO_GROW.test(question.parsed.text)) {
    return describeJokerGrowth(question, wanted);
  }
  if (wanted !== undefined && ASKS_HOW_TO_GET.test(question.parsed.text)) {
    return describeJokerSource(question, wanted);
  }
  for (const mention of question.parsed.entities.names) {
    const answer = describeMention(question, mention);
    if (answer !== null) return answer;
  }
  const [trait] = question.parsed.cardTraits;
  if (trait !== undefined) return describeCardTrait(question, trait);
  if (ASKS_HELD_CONSUMABLE.test(question.parsed.text)) return describeHeldConsumables(question);
  if (ASKS_HELD_TAGS.test(question.parsed.text)) return describeHeldTags(question);
  const [joker] = question.parsed.jokers;
  if (joker !== undefined) return describeJoker(question, joker);
  return NAMES_NOTHING.test(question.parsed.text)
    ? askWhichOne(question)
    : answerDeckRule(question);
}

/** "What does it do?" with nothing named before it: the deck would be a guess. */
const NAMES_NOTHING = /^\s*what (does|do|did) (it|that|this|they|those|them)( one)? do\b/;

function askWhichOne(question: CoachQuestion): string {
  const { run } = question;
  const example = getOfferedTag(run) ?? run.jokers[0]?.name ?? run.deck;
  return `**Which one?** Name it and I'll tell you what it does: “What does ${example} do?”`;
}
