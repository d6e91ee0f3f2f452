// "How do I beat the boss?": the boss's effect, its target at the run's ante next to a usual
// boss, how to play around it, the Jokers that switch it off, and with cards in hand what it
// costs the best play. Before a boss is chosen: the bosses this ante can bring.
import { getBossBlind, getBossesForAnte, type BossBlindName } from '@jokerwise/game';
import { bossCounterTool, getTargetDetails, type BossCounter } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatMoney, formatNumber } from './format';

function describeTargets(counter: BossCounter): string {
  const usual =
    counter.multiplier === 2
      ? ''
      : ` (a usual ×2 boss asks ${formatNumber(counter.usualBossTarget)})`;
  return `- Target at ante ${formatNumber(counter.ante)}: **${formatNumber(counter.target)}** (×${formatNumber(counter.multiplier)})${usual}; reward ${formatMoney(counter.reward)}.`;
}

function describeDisablers(counter: BossCounter): string | null {
  if (counter.isDisabledByChicot) {
    return `- **Chicot** switches it off: target ${formatNumber(counter.disabledTarget)}.`;
  }
  if (counter.ownedDisablers.includes('Luchador')) {
    return `- Sell **Luchador** to switch it off: target becomes ${formatNumber(counter.disabledTarget)}.`;
  }
  return null;
}

function describeCost(counter: BossCounter): string | null {
  const withBoss = counter.bestPlayWithBoss;
  const without = counter.bestPlayWithoutBoss;
  if (withBoss === null || without === null) return null;
  const forbidden = withBoss.notAllowed === null ? '' : ' (not allowed)';
  return `- Your best play under ${counter.boss}: ${withBoss.hand} **${formatCards(withBoss.cards)}** = **${formatNumber(withBoss.score)}**${forbidden}; without the boss: ${without.hand} ${formatNumber(without.score)}.`;
}

function answerUnchosen(question: CoachQuestion): string {
  const { run } = question;
  const bosses = getBossesForAnte(run.ante);
  const place = { ante: run.ante, stake: run.stake, deck: run.deck, bossDisabled: false };
  const usual = getTargetDetails({ ...place, blind: 'boss' });
  const special = bosses
    .filter((boss: BossBlindName) => getBossBlind(boss).multiplier !== usual.multiplier)
    .map((boss) => getTargetDetails({ ...place, blind: boss }))
    .map(
      (target) =>
        `${String(target.blind)} ×${formatNumber(target.multiplier)} = ${formatNumber(target.target)}`,
    );
  return [
    `No boss is chosen for ante ${formatNumber(run.ante)} yet. A usual boss asks **${formatNumber(usual.target)}** (×${formatNumber(usual.multiplier)})${special.length > 0 ? `; ${special.join(', ')}` : ''}.`,
    '',
    `Possible bosses: ${bosses.join(', ')}.`,
    '',
    'Pick the boss in **Select Boss Blind**, or name it ("how do I beat The Flint?").',
  ].join('\n');
}

/** The verdict: what it takes, in one line ("The Needle: 36,000 to beat in one hand"). */
function describeVerdict(question: CoachQuestion, counter: BossCounter): string {
  if (counter.isDisabledByChicot) {
    return `**Chicot switches ${counter.boss} off: ${formatNumber(counter.disabledTarget)} to beat** at ante ${formatNumber(counter.ante)}, with no boss effect.`;
  }
  const first = counter.isAtRunAnte
    ? ''
    : ` (the first ante it can appear at; you are at ante ${formatNumber(question.run.ante)})`;
  return `**${counter.boss}: ${formatNumber(counter.target)} to beat** at ante ${formatNumber(counter.ante)}${first} — ${counter.effect}`;
}

/** "When is the boss?", "how many rounds until the boss?" */
export const ASKS_WHEN_BOSS =
  /\bwhen (is|does|will|do i (face|fight|meet|get to)) (the )?boss\b|\b(rounds?|blinds?) (until|before|till|to) (the )?boss\b|\bhow (long|far) (until|till|to|before) (the )?boss\b/;

/** The Boss Blind is round 3 of every ante: where the run stands against it. */
function describeWhen(question: CoachQuestion): string[] {
  if (question.parsed.boss !== null || !ASKS_WHEN_BOSS.test(question.parsed.text)) return [];
  const { run } = question;
  const lead =
    run.blindType === 'boss'
      ? `**You are at the Boss Blind now** — round 3 of ante ${formatNumber(run.ante)}.`
      : run.blindType === 'big'
        ? '**The Boss Blind is next** — round 3 of the ante, after this Big Blind.'
        : '**The Boss Blind comes after the Big Blind** — round 3 of every ante; you are on the Small Blind.';
  return [lead, ''];
}

export function answerBoss(question: CoachQuestion): string {
  const boss = question.parsed.boss ?? question.run.bossBlind;
  const when = describeWhen(question);
  if (boss === null) return [...when, answerUnchosen(question)].join('\n');
  const result = bossCounterTool.run({ boss }, question);
  if (!result.ok) return result.message;
  const counter = result.value;
  return [
    ...when,
    describeVerdict(question, counter),
    '',
    `- ${counter.howToPlay}`,
    describeTargets(counter),
    describeDisablers(counter),
    describeCost(counter),
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}
