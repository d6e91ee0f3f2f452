// A new player's questions about the shop's kinds of items and the game's lists — "what are
// Vouchers?", "what's a booster pack?", "what are tags?", "what are stickers?", "how do I
// unlock decks?", "what's the best hand?", "what beats a Full House?" — from packages/game's
// data, then this run's part.
import {
  BOOSTER_PACK_KINDS,
  BOOSTER_PACK_SIZES,
  BOOSTER_PACKS,
  DECKS,
  getHandReference,
  getStickersAtStake,
  getVouchersOnOffer,
  POKER_HAND_NAMES,
  POKER_HANDS,
  STICKERS,
  TAG_MOMENTS,
  TAG_NAMES,
  TAGS,
  VOUCHERS,
  type PokerHandName,
} from '@jokerwise/game';
import { TAG_MOMENT_TEXTS } from '@jokerwise/contracts';
import type { CoachQuestion } from './coach-question';
import { capitalize, formatList, formatMoney, formatNumber } from './format';

const formatNames = (items: readonly { readonly name: string }[]) =>
  items.length === 0 ? 'none' : items.map((item) => item.name).join(', ');

export function describeVouchers({ run }: CoachQuestion): string {
  const bases = VOUCHERS.filter((voucher) => voucher.tier === 'base').length;
  const owned = run.vouchers.length === 0 ? 'none yet' : run.vouchers.join(', ');
  return [
    `A **Voucher** is a permanent upgrade for the rest of the run, bought in the shop. The shop offers one an ante, a new one after each Boss Blind. There are ${formatNumber(bases)} base Vouchers; each has an upgrade that shows up once you own its base.`,
    '',
    `- Yours: ${owned}; ${formatNumber(getVouchersOnOffer(run).length)} can still show up. Ask “What voucher should I get next?”`,
  ].join('\n');
}

export function describePacks(): string {
  const kinds = BOOSTER_PACK_KINDS.map((kind) => {
    const pack = BOOSTER_PACKS.find((entry) => entry.kind === kind && entry.size === 'normal');
    return pack === undefined ? kind : `${kind} (${pack.contents})`;
  });
  // Buffoon and Spectral packs show fewer cards than the others of their size.
  const sizes = BOOSTER_PACK_SIZES.map((size) => {
    const packs = BOOSTER_PACKS.filter((pack) => pack.size === size);
    const [most, ...fewer] = [...new Set(packs.map((pack) => pack.cardsShown))].sort(
      (a, b) => b - a,
    );
    const others = fewer.map((count) => {
      const kinds = packs.filter((pack) => pack.cardsShown === count).map((pack) => pack.kind);
      return ` (${formatNumber(count)} for ${kinds.join(' and ')})`;
    });
    const [first] = packs;
    if (first === undefined || most === undefined) return size;
    return `**${capitalize(size)}** (${formatMoney(first.cost)}): ${formatNumber(most)} cards shown${others.join('')}, take ${formatNumber(first.choose)}`;
  });
  return [
    `A **Booster Pack** is bought in the shop and opened at once: you pick from the cards it shows. Kinds: ${kinds.join(', ')}.`,
    '',
    ...sizes.map((size) => `- ${size}`),
  ].join('\n');
}

export function describeTags({ run }: CoachQuestion): string {
  const now = TAGS.filter((tag) => tag.minAnte <= run.ante).length;
  return [
    `A **tag** is what skipping a Small or Big Blind gives you: the game shows it under the blind, and skipping also gives up the blind's reward and the shop after it. There are ${formatNumber(TAGS.length)} tags; some only from ante 2.`,
    '',
    `- At ante ${formatNumber(run.ante)}, ${formatNumber(now)} can show up. Ask what one does: “What does Investment Tag do?”`,
  ].join('\n');
}

/** "When do tags get used?": the moment of each Tag that waits (TAG_MOMENTS), then yours. */
export function describeTagMoments({ run }: CoachQuestion): string {
  const waiting = TAG_NAMES.filter((tag) => TAG_MOMENTS[tag] !== 'taken');
  const moments = [...new Set(waiting.map((tag) => TAG_MOMENTS[tag]))].map((moment) => {
    const tags = waiting.filter((tag) => TAG_MOMENTS[tag] === moment);
    return `**${capitalize(TAG_MOMENT_TEXTS[moment])}**: ${tags.join(', ')}`;
  });
  const held = run.tags ?? [];
  const yours =
    held.length === 0
      ? '- You hold no Tags.'
      : `- Yours: ${held.map((tag) => `${tag} (${TAG_MOMENT_TEXTS[TAG_MOMENTS[tag]]})`).join(', ')}.`;
  return [
    formatList(
      `**${formatNumber(TAG_NAMES.length - waiting.length)} Tags apply as you take them** (packs, money, a level, a boss reroll); the others wait for their moment:`,
      moments,
    ),
    '',
    yours,
  ].join('\n');
}

/** "What's the best tag?", "what tags can I get at ante 1?": every Tag the ante can offer. */
export function describeTagList(question: CoachQuestion): string {
  const ante = question.parsed.ante ?? question.run.ante;
  const tags = TAGS.filter((tag) => tag.minAnte <= ante);
  const offered = question.run.blindTags;
  const yours = [offered?.small, offered?.big].filter((tag) => tag != null);
  const count = `At ante ${formatNumber(ante)}, ${formatNumber(tags.length)} Tags can show up:`;
  const asksBest = /\b(best|good|strongest)\b/.test(question.parsed.text);
  return [
    formatList(
      asksBest
        ? `No Tag is best in every run: it depends on what the build needs. ${count}`
        : count,
      tags.map((tag) => `**${tag.name}**: ${tag.effect}`),
    ),
    '',
    yours.length === 0
      ? 'Ask “Should I skip for the Investment Tag?” to weigh one against the blind.'
      : `Yours on offer: ${yours.join(', ')}. Ask “Should I skip?” to weigh it against the blind.`,
  ].join('\n');
}

/** "What's an Eternal Joker?": each sticker, the stake it starts at, and the run's own. */
export function describeStickers({ run }: CoachQuestion): string {
  const yours = run.jokers
    .filter((joker) => joker.stickers.length > 0)
    .map((joker) => `${joker.name} (${joker.stickers.join(', ')})`);
  const possible = getStickersAtStake(run.stake);
  return [
    formatList(
      'A **sticker** is a mark on a shop Joker from the higher stakes on; it stays for the run:',
      STICKERS.map(
        (sticker) =>
          `**${sticker.name}** (from ${sticker.stake}, ${formatNumber(sticker.shopChance * 100)}% of shop Jokers): ${sticker.effect}`,
      ),
    ),
    '',
    `At your ${run.stake}, shop Jokers can roll: ${formatNames(possible)}. ${yours.length === 0 ? 'None of your Jokers has one.' : `Yours: ${yours.join('; ')}.`}`,
  ].join('\n');
}

/** "Which deck is best?": no deck is best for every player; each with what it changes. */
export function describeDecks({ run }: CoachQuestion): string {
  return formatList(
    `Each **deck** changes one thing about a run; none is best for every player. You play **${run.deck}**.`,
    DECKS.map((deck) => `**${deck.name}**: ${deck.effect}`),
  );
}

export function describeDeckUnlocks(): string {
  return formatList(
    'Each **deck** unlocks as you play:',
    DECKS.map((deck) => `**${deck.name}**: ${deck.unlock}.`),
  );
}

function formatHand(hand: PokerHandName): string {
  const level = getHandReference(hand);
  const secret = POKER_HANDS[hand].secret ? ', secret' : '';
  return `**${hand}** ${formatNumber(level.chips)} × ${formatNumber(level.mult)}${secret}`;
}

/** "What beats a Full House?": the hands above it; else every hand, highest first. */
export function describeHandRanking(question: CoachQuestion): string {
  const [asked] = question.parsed.hands;
  const highestFirst = [...POKER_HAND_NAMES].reverse();
  const lead =
    'Poker hands from the highest, with their level 1 Chips × Mult (a played hand counts as the highest it contains; secret hands need copied or changed cards):';
  if (
    asked !== undefined &&
    /\bbeats?\b|\bhigher than\b|\bbetter than\b|\babove\b/.test(question.parsed.text)
  ) {
    const above = highestFirst.slice(0, highestFirst.indexOf(asked));
    return above.length === 0
      ? `**Nothing beats ${formatHand(asked)}**: it is the highest hand.`
      : [`**Above ${asked}**:`, '', ...above.map((hand) => `- ${formatHand(hand)}`)].join('\n');
  }
  return [lead, '', ...highestFirst.map((hand) => `- ${formatHand(hand)}`)].join('\n');
}
