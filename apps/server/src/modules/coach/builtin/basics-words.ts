// More of a new player's words — "what's a Boss Blind?", "what's the difference between chips
// and mult?", "what is a seal / an edition?", "what are Spectral cards?", "what is a
// Legendary Joker?", "what's the hardest stake?", "how do I play?" — from packages/game's
// tables, then this run's part.
import {
  BLIND_MULTIPLIERS,
  BLIND_REWARDS,
  EDITION_DEFINITIONS,
  getBossBlind,
  getHandReference,
  getRankChips,
  JOKERS,
  SEAL_DEFINITIONS,
  SPECTRALS,
  STAKES,
  WIN_ANTE,
} from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';
import { formatList, formatMoney, formatNumber } from './format';

export function describeBossBlind({ run }: CoachQuestion): string {
  const boss = run.bossBlind === null ? null : getBossBlind(run.bossBlind);
  return [
    `The **Boss Blind** is the third blind of every ante: its target is usually ×${formatNumber(BLIND_MULTIPLIERS.boss)} the ante's base score, it pays ${formatMoney(BLIND_REWARDS.boss)}, it brings a rule of its own, and it cannot be skipped. Beating it ends the ante.`,
    '',
    boss === null
      ? '- Your boss this ante is not chosen yet: pick it in the run tracker, then ask “How do I beat it?”'
      : `- Yours this ante: **${boss.name}** — ${boss.effect} Ask “How do I beat ${boss.name}?”`,
  ].join('\n');
}

/** Score = Chips × Mult, with a Pair of Kings worked through. */
export function describeChipsAndMult(): string {
  const pair = getHandReference('Pair');
  const king = getRankChips('K');
  const chips = pair.chips + king + king;
  return [
    'Every hand scores **Chips × Mult**.',
    '',
    `- **Chips**: the hand's base chips, plus each scoring card's value (an Ace ${formatNumber(getRankChips('A'))}, faces ${formatNumber(king)}, number cards their number), plus every +Chips effect.`,
    `- **Mult**: the hand's base Mult, plus every +Mult effect; a **×Mult** effect multiplies the Mult built so far, so Jokers to its left count more.`,
    `- A Pair of Kings: (${formatNumber(pair.chips)} + ${formatNumber(king)} + ${formatNumber(king)}) × ${formatNumber(pair.mult)} = **${formatNumber(chips * pair.mult)}**. A Joker's +4 Mult makes it ${formatNumber(chips)} × ${formatNumber(pair.mult + 4)} = ${formatNumber(chips * (pair.mult + 4))}.`,
  ].join('\n');
}

export function describeSeals(): string {
  return formatList(
    'A **seal** sits on one playing card and stays with it. Each comes from a Spectral card:',
    Object.values(SEAL_DEFINITIONS).map(
      (seal) => `**${seal.name}** (from ${seal.spectral}): ${seal.effect}`,
    ),
  );
}

export function describeEditions(): string {
  return formatList(
    'An **edition** is a finish on a Joker or a playing card (Negative: on a Joker or a consumable):',
    Object.values(EDITION_DEFINITIONS).map(
      (edition) =>
        `**${edition.name}**: ${edition.effect.replace(/\.$/, '')}; a Joker with it costs ${formatMoney(edition.shopPriceAdd)} more in the shop.`,
    ),
  );
}

export function describeSpectrals(): string {
  const shown = SPECTRALS.filter((card) => !card.hidden);
  const hidden = SPECTRALS.filter((card) => card.hidden).map((card) => card.name);
  return [
    `A **Spectral** card is a strong consumable with a cost: it adds seals, editions, cards or Jokers, often at a price: cards or Jokers destroyed, money or hand size lost. There are ${formatNumber(SPECTRALS.length)}, ${formatMoney(shown[0]?.cost ?? 4)} each, found in Spectral packs; ${hidden.join(' and ')} are hidden and turn up only as rare replacements in packs.`,
    '',
    'Ask what one does: “What does Ectoplasm do?”',
  ].join('\n');
}

export function describeLegendaryJokers(): string {
  const legendary = JOKERS.filter((joker) => joker.rarity === 'Legendary');
  return formatList(
    `A **Legendary** Joker is never sold in a shop: only the Spectral card The Soul creates one. There are ${formatNumber(legendary.length)}:`,
    legendary.map((joker) => `**${joker.name}**: ${joker.effect}`),
  );
}

export function describeHardestStake({ run }: CoachQuestion): string {
  const hardest = STAKES[STAKES.length - 1];
  return [
    `**${hardest?.name ?? 'Gold Stake'}** is the hardest: stake ${formatNumber(STAKES.length)} of ${formatNumber(STAKES.length)}, with every rule of the stakes below it. Each stake adds one:`,
    '',
    ...STAKES.map((stake) => `- **${stake.name}**: ${stake.added}`),
    '',
    `You play **${run.stake}**.`,
  ].join('\n');
}

/** "How do I play?": the run in a few lines, the numbers from the game's tables. */
export function describeHowToPlay({ run }: CoachQuestion): string {
  return [
    `A run is **${formatNumber(WIN_ANTE)} antes** of three blinds each — Small, Big and Boss. Each blind asks a target score: play poker hands from the cards you draw before your hands run out.`,
    '',
    '- A hand scores **Chips × Mult**: its base, the cards that score, then your Jokers left to right.',
    '- Between blinds the **shop** sells Jokers, Planets (level a hand up), Tarots (change cards), booster packs and a Voucher; money left over earns interest.',
    `- Beat the Boss Blind of ante ${formatNumber(WIN_ANTE)} to win; Endless Mode goes on after it.`,
    '',
    `You are at ante **${formatNumber(run.ante)}** on ${run.deck}. Ask “What should I play?” with your cards in the calculator.`,
  ].join('\n');
}

/** Joker unlock conditions are not in the game data here: say so, and where the game shows them. */
export function describeJokerUnlocks(): string {
  const sellable = JOKERS.filter((joker) => joker.rarity !== 'Legendary').length;
  return `**Jokers unlock by playing**: a locked Joker's card in the game's Collection shows what unlocks it. I can't list the conditions: my data holds each Joker's effect, price and rarity (${formatNumber(sellable)} Jokers the shop can sell), not its unlock. Ask what one does: “What does Blueprint do?”`;
}
