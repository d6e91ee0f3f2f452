// "Does X work with Y?": known interactions from the curated table between the Jokers named
// and owned, and with cards in hand the engine's best play with both and without each one.
import {
  getJoker,
  type JokerName,
  type RunState,
  type ScenarioCard,
  type SearchBudget,
} from '@jokerwise/game';
import { findBestPlayWithAddedJokers, type JokerChanges } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatNumber } from './format';
import { findInteraction, findPartners, type FoundInteraction } from './synergy-table';

const MAX_SHOWN = 4;

function pairsOf(names: readonly JokerName[]): [JokerName, JokerName][] {
  return names.flatMap((a, i) => names.slice(i + 1).map((b): [JokerName, JokerName] => [a, b]));
}

function getPairs(question: CoachQuestion): [JokerName, JokerName][] {
  const named = question.parsed.jokers;
  const owned = question.run.jokers.map((joker) => joker.name);
  if (named.length >= 2) return pairsOf(named);
  const [only] = named;
  if (only !== undefined) {
    return owned
      .filter((name) => name !== only)
      .map((name): [JokerName, JokerName] => [only, name]);
  }
  return pairsOf([...new Set(owned)]);
}

function bestScore(
  run: RunState,
  hand: readonly ScenarioCard[],
  changes: JokerChanges,
  budget: SearchBudget,
) {
  return findBestPlayWithAddedJokers(run, hand, changes, budget)?.score ?? null;
}

/** Missing Jokers are added where they score most (Blueprint left of its target ...). */
function describeScores(question: CoachQuestion, found: FoundInteraction): string | null {
  const { run, hand, budget } = question;
  if (hand.length === 0) return null;
  const owned = (name: JokerName) => run.jokers.some((joker) => joker.name === name);
  const missing = (names: readonly JokerName[]) =>
    names.filter((name) => !owned(name)).map((name) => ({ name }));
  const both = bestScore(run, hand, { add: missing([found.first, found.second]) }, budget);
  const withoutFirst = bestScore(
    run,
    hand,
    { add: missing([found.second]), remove: [found.first] },
    budget,
  );
  const withoutSecond = bestScore(
    run,
    hand,
    { add: missing([found.first]), remove: [found.second] },
    budget,
  );
  if (both === null || withoutFirst === null || withoutSecond === null) return null;
  return `  Best play from your hand: both **${formatNumber(both)}** · without ${found.first} ${formatNumber(withoutFirst)} · without ${found.second} ${formatNumber(withoutSecond)}.`;
}

function describeInteraction(question: CoachQuestion, found: FoundInteraction): string[] {
  const label = found.kind === 'synergy' ? 'Synergy' : 'Anti-synergy';
  const scores = describeScores(question, found);
  return [
    `- **${label}: ${found.first} + ${found.second}** — ${found.why}`,
    ...(scores === null ? [] : [scores]),
  ];
}

function describeUnknown(names: readonly JokerName[]): string {
  const effects = names.map((name) => `- ${name}: _${getJoker(name).effect}_`);
  return [`No known interaction between ${names.join(' and ')}.`, '', ...effects].join('\n');
}

/** One Joker asked about and none of its partners owned: what it goes with in general. */
function describePartners(name: JokerName): string {
  const effect = `**${name}**: _${getJoker(name).effect}_`;
  const partners = findPartners(name, MAX_SHOWN);
  if (partners.length === 0) return `${effect}\n\nNo interaction with other Jokers that I know of.`;
  const lines = partners.map(
    (found) =>
      `- ${found.kind === 'synergy' ? 'Synergy' : 'Anti-synergy'}: ${found.first} + ${found.second} — ${found.why}`,
  );
  return [effect, '', 'Goes with / against:', ...lines].join('\n');
}

export function answerSynergy(question: CoachQuestion): string {
  const named = question.parsed.jokers;
  const found = getPairs(question)
    .map(([a, b]) => findInteraction(a, b))
    .filter((entry): entry is FoundInteraction => entry !== null)
    .slice(0, MAX_SHOWN);
  if (found.length > 0) {
    return found.flatMap((entry) => describeInteraction(question, entry)).join('\n');
  }
  const [only] = named;
  if (named.length >= 2) return describeUnknown(named);
  if (only !== undefined) return describePartners(only);
  return 'No known synergies or anti-synergies among your Jokers. Ask about two Jokers by name, e.g. "does Blueprint work with The Duo?"';
}
