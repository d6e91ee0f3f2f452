// Rules from the game's data: what a deck or stake changes, and what a voucher, tag, Tarot,
// Spectral, pack or Joker does (packages/game reference look-ups), the game's text first.
import {
  findJokerPartners,
  getDeckReference,
  getJokerReference,
  getJokerSellValue,
  getJokerTraits,
  getPackReference,
  getSpectralReference,
  getStakeReference,
  getTagReference,
  getTarotReference,
  getVoucherReference,
  JOKER_NAMES,
  type JokerName,
  type NameMention,
} from '@jokerwise/game';
import { answerWhichPlanet } from './answer-hand-level';
import type { CoachQuestion } from './coach-question';
import { describeCopyInRun, describeRelationInRun, findCopiesInRun } from './copy-in-run';
import { describeCardTrait } from './describe-card-trait';
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

const MAX_PARTNERS = 3;

/**
 * The Jokers it works with: among the player's other Jokers when they own some, else in
 * general — except a copier's, which copies nearly anything, so a general list says nothing.
 */
function describePartners(question: CoachQuestion, name: JokerName): string[] {
  const others = [...new Set(question.run.jokers.map((joker) => joker.name))].filter(
    (other) => other !== name,
  );
  const isCopier = getJokerTraits(name).copies !== null;
  if (others.length === 0 && isCopier) {
    return ['- It works with nearly every Joker: it copies any whose effect can be copied.'];
  }
  const candidates = others.length > 0 ? others : JOKER_NAMES;
  // An owned copier's line says what it copies; "it could copy X" beside it is noise.
  const isOwnedCopier = isCopier && question.run.jokers.some((joker) => joker.name === name);
  return findJokerPartners(name, candidates, MAX_PARTNERS)
    .filter((relation) => !(isOwnedCopier && relation.kind === 'copies'))
    .map((relation) => `- ${describeRelationInRun(question.run, relation)}`);
}

/** A Joker's effect, price and sell value, the hand it rewards and what it works with. */
export function describeJoker(question: CoachQuestion, name: JokerName): string {
  const joker = getJokerReference(name);
  const owned = question.run.jokers.find((entry) => entry.name === name);
  // An owned Joker sells for what it is worth in the run (Rental, value gained).
  const sells =
    owned === undefined
      ? `sells for ${formatMoney(joker.sellValue)}`
      : `yours sells for ${formatMoney(getJokerSellValue(question.run, owned))}`;
  const copies = findCopiesInRun(question.run, name).map((copy) => `- ${describeCopyInRun(copy)}`);
  return [
    `**${name}** (${joker.rarity}, ${formatMoney(joker.price)}, ${sells}): _${joker.effect}_`,
    '',
    ...copies,
    ...(joker.rewardsHand === null ? [] : [`- It pays on every ${joker.rewardsHand}.`]),
    ...(joker.canBeCopied ? [] : ['- Blueprint and Brainstorm cannot copy it.']),
    ...describePartners(question, name),
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
      return `**${tag.tag}**: ${tag.effect}\n\n- Skipping a Small or Big Blind can give it from ante ${formatNumber(tag.minAnte)}.`;
    }
    case 'tarot':
    case 'spectral': {
      const card =
        mention.kind === 'tarot'
          ? getTarotReference(mention.name)
          : getSpectralReference(mention.name);
      return `**${card.name}** (${mention.kind === 'tarot' ? 'Tarot' : 'Spectral'}, ${formatMoney(card.cost)}, sells for ${formatMoney(card.sellValue)}): ${card.effect}`;
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
  for (const mention of question.parsed.entities.names) {
    const answer = describeMention(question, mention);
    if (answer !== null) return answer;
  }
  const [trait] = question.parsed.cardTraits;
  if (trait !== undefined) return describeCardTrait(question, trait);
  const [joker] = question.parsed.jokers;
  return joker === undefined ? answerDeckRule(question) : describeJoker(question, joker);
}
