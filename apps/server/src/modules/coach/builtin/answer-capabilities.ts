// What the coach can answer, with three example questions made from the player's own run (its
// boss, Jokers, shop, next ante, main hand): the answer to "what can you do?" and the reply
// when a question matched nothing well. Never a generic run summary.
import { getBossesForAnte, type RunState } from '@jokerwise/game';
import { getBuildProfile } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber } from './format';

const TOPICS = [
  'your **best play**, whether it beats the blind, what to discard, which of two plays scores more, and whether chips or mult adds more',
  '**targets** for any ante, stake and boss, and your **plan** for the next antes',
  '**money**: interest, what the round pays, what to buy, what you can afford, sell values, rerolls',
  '**Jokers**: what they do, which work together and what each of yours adds',
  '**bosses**: how to beat one, which can appear at an ante',
  '**rules**: how scoring works, hand levels and Planets, decks, stakes, vouchers, tags, Tarots, packs, and card enhancements, editions and seals',
  '**strategy**: what your build should do next',
] as const;

/** Questions about this run, most specific first; the answer shows the first three. */
function buildExamples(run: RunState, hasCards: boolean): string[] {
  const owned = run.jokers.map((joker) => joker.name);
  const shopJoker = run.shopItems.find((item) => item.type === 'Joker' && item.name !== null);
  const profile = getBuildProfile(run);
  const boss = run.bossBlind ?? getBossesForAnte(run.ante)[0] ?? null;
  const examples = [
    hasCards ? 'What should I play?' : null,
    boss === null ? null : `How do I beat ${boss}?`,
    owned[0] !== undefined && owned[1] !== undefined
      ? `Does ${owned[0]} work with ${owned[1]}?`
      : null,
    shopJoker?.name != null ? `Should I buy ${shopJoker.name}?` : null,
    profile.favouredHand === null
      ? null
      : `What does a level ${formatNumber((profile.favouredHandLevel ?? 1) + 1)} ${profile.favouredHand} give?`,
    `What is the target at ante ${formatNumber(run.ante + 1)} on ${run.stake}?`,
    `How much interest do I get with ${formatMoney(run.money)}?`,
    owned[0] === undefined ? null : `What should my build focus on?`,
  ];
  return examples.filter((example): example is string => example !== null).slice(0, 3);
}

/** A thank-you or a greeting on its own is not a question the coach failed to catch. */
export const THANKS =
  /^\s*(thanks?( you)?( so much)?|thank u|thx|ty|cheers|great|cool|nice|perfect|ok(ay)?|got it)[\s!.]*$/;
export const GREETING = /^\s*(hi|hello|hey|yo|good (morning|afternoon|evening))( there)?[\s!.]*$/;

export function answerCapabilities(question: CoachQuestion, isFallback = false): string {
  const examples = buildExamples(question.run, question.hand.length > 0);
  const { text } = question.parsed;
  if (THANKS.test(text)) {
    return `You're welcome. Ask again whenever your run changes: ${examples.map((example) => `“${example}”`).join(' · ')}`;
  }
  const lead = GREETING.test(text)
    ? "Hi! I answer from the game's own numbers and your run:"
    : isFallback
      ? "I didn't catch that question. I answer from the game's own numbers and your run:"
      : "I answer from the game's own numbers and your run:";
  return [
    lead,
    '',
    ...TOPICS.map((topic) => `- ${topic}`),
    '',
    `Try: ${examples.map((example) => `“${example}”`).join(' · ')}`,
  ].join('\n');
}
