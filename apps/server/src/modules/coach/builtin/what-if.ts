// "What about with Blueprint?": the run with the Jokers a question names but the run does not
// own ("another Canio": one more of an owned one), placed where the engine's best play scores
// most (Blueprint left of its target ...). "And without Cavendish?": the run without an owned
// Joker named.
import type { JokerName, RunState } from '@jokerwise/game';
import { findBestPlayWithAddedJokers } from '../engine-tools';
import type { CoachQuestion } from './coach-question';

export interface WhatIfRun {
  readonly run: RunState;
  readonly added: readonly JokerName[];
  readonly removed: readonly JokerName[];
}

const WITHOUT = /\b(without|minus|lose|lost|losing)\b/;

/** The run without one of each owned Joker named. */
function withoutNamedJokers(question: CoachQuestion): WhatIfRun {
  const { run } = question;
  const removed = question.parsed.jokers.filter((name) =>
    run.jokers.some((joker) => joker.name === name),
  );
  const jokers = [...run.jokers];
  for (const name of removed) {
    jokers.splice(
      jokers.findIndex((joker) => joker.name === name),
      1,
    );
  }
  return { run: { ...run, jokers }, added: [], removed };
}

export function withNamedJokers(question: CoachQuestion): WhatIfRun {
  if (WITHOUT.test(question.parsed.text)) return withoutNamedJokers(question);
  const { run, hand, budget } = question;
  // "Another Canio": one more of an owned Joker (Showman lets the shop offer it again).
  const another = /\b(another|second|2nd|extra)\b/.test(question.parsed.text);
  const added = question.parsed.jokers.filter(
    (name) => another || !run.jokers.some((joker) => joker.name === name),
  );
  if (added.length === 0 || hand.length === 0) return { run, added: [], removed: [] };
  const placed = findBestPlayWithAddedJokers(
    run,
    hand,
    { add: added.map((name) => ({ name })) },
    budget,
  );
  if (placed === null) return { run, added: [], removed: [] };
  const pool = [...run.jokers];
  const jokers = placed.jokerOrder.map((name) => {
    const index = pool.findIndex((joker) => joker.name === name);
    const [owned] = index >= 0 ? pool.splice(index, 1) : [];
    return owned ?? { name, edition: null, stickers: [] };
  });
  return { run: { ...run, jokers }, added, removed: [] };
}
