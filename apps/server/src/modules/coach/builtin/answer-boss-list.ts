// "Which bosses can appear at ante 3?" / "When can The Ox show up?": the game's boss draw rule
// (packages/game getBossesForAnte, getBossReference), with the targets that stand out.
import {
  BOSS_BLIND_NAMES,
  getAnteBossesReference,
  getBossBlind,
  getBossReference,
  WIN_ANTE,
  type BossBlindName,
} from '@jokerwise/game';
import { getTargetDetails } from '../engine-tools';
import { getAnteBoss } from './ante-boss';
import { answerBoss } from './answer-boss';
import type { CoachQuestion } from './coach-question';
import { describeHardestBosses } from './describe-hardest-bosses';
import { formatNumber } from './format';

function answerOneBoss(question: CoachQuestion, boss: BossBlindName): string {
  const { run } = question;
  const info = getBossBlind(boss);
  const reference = getBossReference(boss, { stake: run.stake, deck: run.deck });
  const first = info.showdown
    ? `**${boss}** is a showdown boss: it appears only on antes ${formatNumber(WIN_ANTE)}, ${formatNumber(WIN_ANTE * 2)}, ${formatNumber(WIN_ANTE * 3)} …`
    : `**${boss}** can appear from ante **${formatNumber(info.minAnte)}** on (never on antes ${formatNumber(WIN_ANTE)}, ${formatNumber(WIN_ANTE * 2)} …, which bring a showdown boss).`;
  return [
    first,
    '',
    `- _${info.effect}_`,
    `- At ante ${formatNumber(reference.ante)} on ${run.stake} it asks **${formatNumber(reference.target)}** (×${formatNumber(reference.multiplier)}).`,
  ].join('\n');
}

/** "Can The Ox appear at ante 3?": yes or no, then when it can. */
function answerBossAtAnte(question: CoachQuestion, boss: BossBlindName, ante: number): string {
  const can = getAnteBossesReference(ante).bosses.includes(boss);
  const verdict = can
    ? `**Yes** — ${boss} can appear at ante ${formatNumber(ante)}.`
    : `**No** — ${boss} cannot appear at ante ${formatNumber(ante)}.`;
  return [verdict, '', answerOneBoss(question, boss)].join('\n');
}

/** The first showdown ante from the run's ante on. */
function nextShowdownAnte(ante: number): number {
  return Math.max(1, Math.ceil(ante / WIN_ANTE)) * WIN_ANTE;
}

/** "Which boss is the hardest?" */
export const ASKS_HARDEST =
  /\b(hardest|toughest|worst|deadliest|most dangerous|easiest) boss(es)?\b|\bboss(es)? (is|are) (the )?(hardest|toughest|worst|easiest)\b/;

export function answerBossList(question: CoachQuestion): string {
  const { parsed, run } = question;
  if (parsed.boss !== null) {
    return parsed.ante === null
      ? answerOneBoss(question, parsed.boss)
      : answerBossAtAnte(question, parsed.boss, parsed.ante);
  }
  // "What boss is at ante 9?" in ante 9: the run already shows that ante's boss.
  // "What bosses can appear at ante 9?" asks for all of them, even with ante 9's boss chosen.
  const asksAll = /\bbosses\b|\b(can|could|might) (appear|come|show)\b|\bpossible\b/.test(
    parsed.text,
  );
  if (parsed.ante !== null && getAnteBoss(run, parsed.ante) !== null && !asksAll) {
    return answerBoss(question);
  }
  // "Which boss is the worst for my build?": the ante's bosses weighed on the run's own play.
  if (ASKS_HARDEST.test(parsed.text) && (parsed.ante === null || parsed.ante === run.ante)) {
    const weighed = describeHardestBosses(question);
    if (weighed !== null) return weighed;
  }
  const asksShowdown = /\bshowdown\b|\bfinal boss/.test(parsed.text);
  const ante = parsed.ante ?? (asksShowdown ? nextShowdownAnte(run.ante) : run.ante);
  const reference = getAnteBossesReference(ante);
  const place = { ante, stake: parsed.stake ?? run.stake, deck: run.deck, bossDisabled: false };
  const special = reference.bosses
    .filter((boss) => getBossBlind(boss).multiplier !== 2)
    .map((boss) => getTargetDetails({ ...place, blind: boss }))
    .map(
      (target) =>
        `${String(target.blind)} ×${formatNumber(target.multiplier)} = ${formatNumber(target.target)}`,
    );
  const usual = getTargetDetails({ ...place, blind: 'boss' });
  const hardest = ASKS_HARDEST.test(parsed.text)
    ? [
        `No boss is hardest for every build: ${BOSS_BLIND_NAMES.filter((boss) => getBossBlind(boss).multiplier > 2).join(' and ')} ask the most points, the others forbid or debuff something your build may not need. Ask how to beat one (“How do I beat The Psychic?”).`,
        '',
      ]
    : [];
  return [
    ...hardest,
    `**${formatNumber(reference.bosses.length)} bosses** can appear at ante ${formatNumber(ante)}${reference.showdown ? ' (a showdown ante)' : ''}: ${reference.bosses.join(', ')}.`,
    '',
    `- A usual boss there asks **${formatNumber(usual.target)}** (×${formatNumber(usual.multiplier)}) on ${place.stake}${special.length > 0 ? `; ${special.join(', ')}` : ''}.`,
  ].join('\n');
}
