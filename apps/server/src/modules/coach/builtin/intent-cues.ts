// What the intent scorers are made of (detect-intent.ts): a scorer adds its weight when its
// pattern is in the question or its condition holds.
import type { Intent } from './intents';
import type { ParsedQuestion } from './parse-question';

export type Scorer = (parsed: ParsedQuestion) => number;

/** One group of intents' scorers; detect-intent.ts joins the groups and checks every intent. */
export type ScorerRows = { readonly [I in Intent]?: readonly Scorer[] };

/** `weight` when the pattern is in the text. */
export function cue(pattern: RegExp, weight: number): Scorer {
  return ({ text }) => (pattern.test(text) ? weight : 0);
}

export function when(condition: (parsed: ParsedQuestion) => boolean, weight: number): Scorer {
  return (parsed) => (condition(parsed) ? weight : 0);
}

export const hasNamedItem = (parsed: ParsedQuestion) =>
  parsed.jokers.length +
    parsed.vouchers.length +
    parsed.planets.length +
    parsed.tarots.length +
    parsed.spectrals.length +
    parsed.packs.length >
  0;

/** "Blueprint?", "the egg?": one item named and nothing else asked (an article aside). */
export function isBareName(parsed: ParsedQuestion): boolean {
  const { names, tokens } = parsed.entities;
  const [only, ...more] = names;
  if (only === undefined || more.length > 0 || !hasNamedItem(parsed)) return false;
  const others = tokens.filter(
    (token, index) =>
      (index < only.firstToken || index >= only.endToken) && !/^(the|a|an)$/.test(token.word),
  );
  return others.length === 0;
}
