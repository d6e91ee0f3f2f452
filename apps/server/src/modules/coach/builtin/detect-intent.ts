// Which question is asked: every answerer scores the question at once from its cues (words)
// and the entities found (a boss, two plays, a price next to an item ...), and the highest
// score wins; ties go to the earlier intent below. Below MIN_SCORE nothing matched well, and
// the coach says what it can answer (answer-capabilities.ts).
import { PLAY_SCORERS } from './intent-scorers-play';
import { RULE_SCORERS } from './intent-scorers-rules';
import { SHOP_SCORERS } from './intent-scorers-shop';
import type { Scorer } from './intent-cues';
import { INTENTS, type Intent } from './intents';
import type { ParsedQuestion } from './parse-question';

/** The least score that counts as understood. */
export const MIN_SCORE = 3;
/** A follow-up whose own best score is below this only names something: it keeps the intent. */
export const FOLLOW_UP_OWN_SCORE = 5;

/** Every intent's scorers: a missing or unknown intent fails the type check. */
const SCORERS: { readonly [I in Intent]: readonly Scorer[] } = {
  ...PLAY_SCORERS,
  ...SHOP_SCORERS,
  ...RULE_SCORERS,
};

export interface IntentScore {
  readonly intent: Intent;
  readonly score: number;
}

/** Every intent's score, best first (ties keep the order of INTENTS). */
export function scoreIntents(parsed: ParsedQuestion): IntentScore[] {
  return INTENTS.map((intent) => ({
    intent,
    score: SCORERS[intent].reduce((sum, scorer) => sum + scorer(parsed), 0),
  })).sort((a, b) => b.score - a.score);
}

/** The intent asked, or null when nothing reaches `minScore`. */
export function findIntent(parsed: ParsedQuestion, minScore = MIN_SCORE): Intent | null {
  const [best] = scoreIntents(parsed);
  return best !== undefined && best.score >= minScore ? best.intent : null;
}
