// Which question is asked, by keywords and the names found in it. Rules are tried in order and
// the first match wins, so the more specific questions come first ("how do I beat The Wall"
// is about the boss, "can I beat The Wall" about the cards in hand).
import type { ParsedQuestion } from './parse-question';

export const INTENTS = [
  'reroll',
  'synergy',
  'boss',
  'best-play',
  'beat-blind',
  'ante-plan',
  'target',
  'interest',
  'shop',
  'run-summary',
] as const;
export type Intent = (typeof INTENTS)[number];

const SYNERGY =
  /synerg|\bcombos?\b|work(s)? (well )?(together|with)|go(es)? (well )?(together|with)|pairs? (well )?with|combine|combination/;
const BOSS_HOW =
  /\b(how|tips?|advice|strategy|help)\b.*\b(beat|counter|handle|deal with|survive|play around|against)\b|play around|\bcounter/;
const BEST_PLAY =
  /what (should|do|can|shall) i play|best (play|hand|move|cards?)|which (cards|hand)|what to play|what do i play|what should i do with (my|these|this) (cards|hand)/;
const BEAT = /\b(beat|clear|pass|enough|survive|make it|win)\b/;
const PLAN =
  /\bplan\b|\bahead\b|next antes?|upcoming|road ?map|long[- ]term|what'?s next|\bfuture\b|\bprepare\b/;
const TARGET =
  /target|how (much|many) (points|chips|score)|score (needed|required)|need to score|blind (size|score|requirement)|requirement/;
const INTEREST = /interest|\bsav(e|ing|ings)\b|\bbank\b|hold (on to )?money|how much money|economy/;
const SHOP =
  /\bbuy|shop|purchase|\bworth\b|afford|should i (get|take|pick)|voucher|planet|tarot|\bpacks?\b/;

interface IntentRule {
  readonly intent: Intent;
  readonly matches: (parsed: ParsedQuestion) => boolean;
}

const RULES: readonly IntentRule[] = [
  { intent: 'reroll', matches: ({ text }) => /\bre-?roll/.test(text) },
  { intent: 'synergy', matches: ({ text }) => SYNERGY.test(text) || /\banti\b/.test(text) },
  {
    intent: 'boss',
    matches: ({ text, boss }) => BOSS_HOW.test(text) && (boss !== null || /\bboss\b/.test(text)),
  },
  { intent: 'best-play', matches: ({ text }) => BEST_PLAY.test(text) },
  { intent: 'beat-blind', matches: ({ text }) => BEAT.test(text) },
  { intent: 'ante-plan', matches: ({ text }) => PLAN.test(text) },
  { intent: 'target', matches: ({ text, ante }) => TARGET.test(text) || ante !== null },
  { intent: 'interest', matches: ({ text, money }) => INTEREST.test(text) || money !== null },
  { intent: 'shop', matches: ({ text }) => SHOP.test(text) },
  { intent: 'boss', matches: ({ text, boss }) => boss !== null || /\bboss\b/.test(text) },
  { intent: 'synergy', matches: ({ jokers }) => jokers.length > 0 },
];

export function detectIntent(parsed: ParsedQuestion): Intent {
  return RULES.find((rule) => rule.matches(parsed))?.intent ?? 'run-summary';
}
