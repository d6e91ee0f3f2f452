// "Is Canio worth keeping?", "What's my weakest Joker?": what each owned Joker adds to the best
// play of the cards in hand (with it against without it) or, without cards, to an example of
// the hand the build plays; with what it sells for. A Joker the player does not own is judged
// as a purchase (answer-shop.ts).
import { getHandExample, getJoker, type JokerName } from '@jokerwise/game';
import { answerShop } from './answer-shop';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatMoney, formatNumber } from './format';
import {
  getGain,
  rankOwnedJokers,
  type OwnedJokerRanking,
  type OwnedJokerValue,
} from './owned-jokers';

/** A long list of Jokers is cut here: the ends of the ranking are what was asked. */
const MAX_LISTED = 8;
const ASKS_STRONGEST =
  /\b(strongest|best|most useful|carr(y|ies|ying)|(gives?|adds?|scores?|does) (me )?(the )?most)\b/;
const ASKS_IN_GENERAL = /\bin the game\b|\bof all( time)?\b|\boverall\b|\bin balatro\b/;
const ASKS_WEAKEST =
  /\b(weakest|worst|least useful|useless|get rid of|ditch|drop|replace|cut|(gives?|adds?|scores?|does) (me )?(the )?least)\b/;

/** What the numbers were scored on: the cards in hand, or an example of the build's hand. */
function describePlay(ranking: OwnedJokerRanking): string {
  return ranking.example === null ? 'your best play' : `an example ${ranking.example}`;
}

function describeValue(ranking: OwnedJokerRanking, value: OwnedJokerValue): string {
  const { name } = value.joker;
  const sells = `sells for ${formatMoney(value.sellValue)}`;
  const gain = getGain(ranking, value);
  if (gain !== null && ranking.now !== null && value.without !== null) {
    const play = describePlay(ranking);
    return gain > 0
      ? `**${name}** adds **${formatNumber(gain)}** to ${play} (${formatNumber(ranking.now)} with it, ${formatNumber(value.without)} without); ${sells}.`
      : `**${name}** adds nothing to ${play} (${formatNumber(ranking.now)} either way); ${sells}.`;
  }
  const hand = ranking.profile.favouredHand;
  return value.supports
    ? `**${name}** pays on ${hand ?? 'your main hand'}, the hand your build plays; ${sells}.`
    : `**${name}** does not pay on ${hand ?? 'a hand your build plays'}; ${sells}.`;
}

/** Keep, or what to do with a Joker that adds nothing: an economy Joker pays when sold. */
function verdictFor(ranking: OwnedJokerRanking, value: OwnedJokerValue): string {
  const { name } = value.joker;
  const gain = getGain(ranking, value);
  const adds = gain === null ? value.supports : gain > 0;
  if (adds) return `**Keep ${name}**: it pulls its weight.`;
  return getJoker(name).kinds.includes('economy')
    ? `**${name} earns money, not points**: keep it while it pays, and sell it for ${formatMoney(value.sellValue)} when you need the slot or the cash.`
    : `**Replace ${name} when you can**: it adds nothing to what you play now.`;
}

function ownedNamed(question: CoachQuestion): JokerName[] {
  const owned = new Set(question.run.jokers.map((joker) => joker.name));
  return [...new Set(question.parsed.jokers)].filter((name) => owned.has(name));
}

const SELLS = /\bsell(ing)?\b/;
const COMPARES = /\bbetter\b|\bstronger\b|\bworse\b|\bweaker\b|\bvs\b|\bor\b|\bmore\b/;

/** "Is Canio better than Blueprint?", both owned: the one that adds more, with the numbers. */
function compareTwo(ranking: OwnedJokerRanking, pair: readonly OwnedJokerValue[]): string | null {
  const [a, b] = pair;
  if (a === undefined || b === undefined || pair.length !== 2) return null;
  const gainA = getGain(ranking, a);
  const gainB = getGain(ranking, b);
  if (gainA === null || gainB === null) return null;
  const [more, less] = gainA >= gainB ? [a, b] : [b, a];
  const verdict =
    gainA === gainB
      ? `**${a.joker.name} and ${b.joker.name} add the same** to ${describePlay(ranking)}.`
      : `**${more.joker.name} adds more**: ${formatNumber(Math.max(gainA, gainB))} to ${describePlay(ranking)} against ${formatNumber(Math.min(gainA, gainB))} for ${less.joker.name}.`;
  return [
    verdict,
    '',
    `- ${describeValue(ranking, more)}`,
    `- ${describeValue(ranking, less)}`,
  ].join('\n');
}

export function answerJokerValue(question: CoachQuestion): string {
  const named = ownedNamed(question);
  const namedCount = new Set(question.parsed.jokers).size;
  const comparesAll = namedCount >= 2 && COMPARES.test(question.parsed.text);
  if (namedCount > 0 && named.length === 0 && SELLS.test(question.parsed.text)) {
    const names = [...new Set(question.parsed.jokers)].join(' or ');
    return `**You don't own ${names}**, so there is nothing to sell. Ask “Is ${names} worth it?” to judge buying it.`;
  }
  // A Joker not owned is judged as a purchase; so is a comparison with one.
  if (namedCount > 0 && (named.length === 0 || (comparesAll && named.length < namedCount))) {
    return answerShop(question);
  }
  if (question.run.jokers.length === 0) {
    return 'You own no Jokers yet, so there are none to weigh. Ask “What should I buy?” to judge the shop.';
  }
  const ranking = rankOwnedJokers(question);
  const shown =
    named.length > 0
      ? ranking.ranked.filter((value) => named.includes(value.joker.name))
      : ranking.ranked;
  const footer = ranking.isCut
    ? [
        '',
        '_Too many cards and Jokers to weigh each one in time: a Joker without numbers is judged by the hand it pays on._',
      ]
    : ranking.example !== null
      ? [
          '',
          `_Weighed on an example ${ranking.example} (${formatCards(getHandExample(ranking.example))}); add your cards in hand to weigh them on yours._`,
        ]
      : [];
  const compared = comparesAll ? compareTwo(ranking, shown) : null;
  if (compared !== null) return [compared, ...footer].join('\n');
  const [only] = shown;
  if (only !== undefined && shown.length === 1) {
    return [verdictFor(ranking, only), '', describeValue(ranking, only), ...footer].join('\n');
  }
  const strongest = ASKS_STRONGEST.test(question.parsed.text);
  const order = strongest ? [...shown].reverse() : shown;
  const [pick] = order;
  // "What do my Jokers do?" names no end of the ranking: the list, without a pick.
  const asksPick = strongest || ASKS_WEAKEST.test(question.parsed.text);
  const head =
    pick === undefined || named.length > 0 || !asksPick
      ? `**What your Jokers add**, ${strongest ? 'strongest' : 'weakest'} first:`
      : `**Your ${strongest ? 'strongest' : 'weakest'} Joker: ${pick.joker.name}**`;
  // "The best Joker in the game?" has no answer apart from a build: say so, then weigh yours.
  const general = ASKS_IN_GENERAL.test(question.parsed.text)
    ? [
        `No Joker is ${strongest ? 'best' : 'worst'} in every run: it depends on the hand a build plays and the Jokers beside it. Among yours:`,
        '',
      ]
    : [];
  const more = order.length - MAX_LISTED;
  return [
    ...general,
    head,
    '',
    ...order.slice(0, MAX_LISTED).map((value) => `- ${describeValue(ranking, value)}`),
    ...(more > 0 ? [`- …and ${formatNumber(more)} more.`] : []),
    ...footer,
  ].join('\n');
}
