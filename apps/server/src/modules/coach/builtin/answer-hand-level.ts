// "What does a level 3 Flush give?" and "Which planet levels Flush?": hand level values and
// Planets from the game's data (packages/game getHandReference, getPlanetReference).
import {
  getHandReference,
  getPlanet,
  getPlanetReference,
  POKER_HAND_NAMES,
  POKER_HANDS,
  type HandReference,
  type PokerHandName,
} from '@jokerwise/game';
import { getBuildProfile } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber } from './format';

function values(reference: HandReference): string {
  return `${formatNumber(reference.chips)} chips × ${formatNumber(reference.mult)} mult`;
}

function describeGain(reference: HandReference): string {
  return `base ${formatNumber(reference.baseChips)} × ${formatNumber(reference.baseMult)}, +${formatNumber(reference.chipsPerLevel)} chips and +${formatNumber(reference.multPerLevel)} mult per level (${reference.planet} levels it)`;
}

/** "What's my highest level hand?", "what are my hand levels?": no hand named, every level. */
export const ASKS_LEVELS =
  /\b(highest|top|best|most)[- ]level(l?ed)?\b|\b(my|the) hand levels\b|\b(which|what) hands? (are|is|have i) (levell?ed|upgraded)\b/;

/** Every hand above level 1, highest first, with what it scores at its level. */
function describeLevels(question: CoachQuestion): string {
  const levels = question.run.tracker.handLevels;
  const rows = POKER_HAND_NAMES.filter((hand) => levels[hand] > 1)
    .map((hand) => getHandReference(hand, levels[hand]))
    .sort((a, b) => b.level - a.level || b.chips * b.mult - a.chips * a.mult);
  const [top] = rows;
  if (top === undefined) {
    return '**Every hand is at level 1.** A Planet card raises one: ask “Which Planet should I use?”';
  }
  return [
    `**${top.hand} is your highest: level ${formatNumber(top.level)}** (${formatNumber(top.chips)} × ${formatNumber(top.mult)}).`,
    '',
    ...rows.map(
      (row) =>
        `- ${row.hand}: level ${formatNumber(row.level)}, ${formatNumber(row.chips)} × ${formatNumber(row.mult)}`,
    ),
  ].join('\n');
}

/** The hand asked about: named, else the one the build plays, else the Pair. */
function getAskedHand(question: CoachQuestion): PokerHandName {
  const { parsed, run } = question;
  const planet = parsed.planets[0];
  return (
    parsed.hands[0] ??
    (planet === undefined ? null : getPlanet(planet).levelsUp) ??
    getBuildProfile(run).favouredHand ??
    'Pair'
  );
}

/** "Level Flush or Straight?": the hand the build's Jokers pay on first, then the bigger gain. */
function answerWhichToLevel(question: CoachQuestion): string {
  const { parsed, run } = question;
  const profile = getBuildProfile(run);
  const rows = parsed.hands.slice(0, 3).map((hand) => {
    const now = getHandReference(hand, run.tracker.handLevels[hand]);
    const next = getHandReference(hand, now.level + 1);
    return { hand, now, next, gain: next.chips * next.mult - now.chips * now.mult };
  });
  rows.sort(
    (a, b) =>
      Number(b.hand === profile.favouredHand) - Number(a.hand === profile.favouredHand) ||
      b.gain - a.gain,
  );
  const [pick] = rows;
  if (pick === undefined) return answerWhichPlanet(question);
  const reason =
    pick.hand === profile.favouredHand && profile.supportingJokers.length > 0
      ? `your Jokers pay on it (${profile.supportingJokers.join(', ')})`
      : 'its next level adds the most';
  return [
    `**Level ${pick.hand}** — ${reason}.`,
    '',
    ...rows.map(
      (row) =>
        `- ${row.hand} with one ${row.now.planet}: ${values(row.now)} → ${values(row.next)} (level ${formatNumber(row.next.level)}).`,
    ),
  ].join('\n');
}

/** "What's a Straight?", "what is a flush house": the hand itself is asked. */
export const ASKS_DEFINITION = /\bwhat(?:'s| is|s) an? \b|\bwhat (counts|is) as an? \b/;

export function answerHandLevel(question: CoachQuestion): string {
  const { parsed, run } = question;
  if (parsed.hands.length === 0 && ASKS_LEVELS.test(parsed.text)) return describeLevels(question);
  if (parsed.hands.length >= 2) return answerWhichToLevel(question);
  const hand = getAskedHand(question);
  const owned = run.tracker.handLevels[hand];
  const asked = getHandReference(hand, parsed.level ?? owned);
  const next = getHandReference(hand, asked.level + 1);
  // "What's a Straight?" asks what the hand is before what it gives.
  const definition = ASKS_DEFINITION.test(parsed.text)
    ? [`**${hand}**: ${POKER_HANDS[hand].definition}`, '']
    : [];
  const lines = [
    ...definition,
    `A level ${formatNumber(asked.level)} ${hand} gives **${values(asked)}** before cards and Jokers.`,
    '',
    `- The rule: ${describeGain(asked)}.`,
    `- One level more (level ${formatNumber(next.level)}): ${values(next)}.`,
  ];
  if (parsed.level !== null && parsed.level !== owned) {
    lines.push(
      `- Yours is level ${formatNumber(owned)}: ${values(getHandReference(hand, owned))}.`,
    );
  }
  return lines.join('\n');
}

export function answerWhichPlanet(question: CoachQuestion): string {
  const { parsed, run } = question;
  const planetName = parsed.planets[0] ?? getHandReference(getAskedHand(question)).planet;
  const planet = getPlanetReference(
    planetName,
    run.tracker.handLevels[getPlanet(planetName).levelsUp],
  );
  return [
    `**${planet.planet}** levels **${planet.hand}**: +${formatNumber(planet.chipsPerLevel)} chips and +${formatNumber(planet.multPerLevel)} mult per level.`,
    '',
    `- Your ${planet.hand}: level ${formatNumber(planet.before.level)} (${values(planet.before)}) → level ${formatNumber(planet.after.level)} (${values(planet.after)}) with one ${planet.planet}.`,
    `- It costs ${formatMoney(planet.cost)} in the shop and sells for ${formatMoney(planet.sellValue)}.`,
  ].join('\n');
}
