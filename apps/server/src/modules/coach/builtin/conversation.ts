// The conversation's context: a follow-up ("and on green stake?", "what about with
// Blueprint?") keeps the earlier question's intent and what it named (ante, stake, deck, boss,
// cards, Jokers, hand, level) unless the follow-up names something new. Earlier questions are
// the run's stored chat (coach.repository.ts), read again on every question: no state here.
import { MAX_MENTIONED_ANTE } from '@jokerwise/game';
import { FOLLOW_UP_OWN_SCORE, findIntent } from './detect-intent';
import type { Intent } from './intents';
import { parseQuestion, type ParsedQuestion } from './parse-question';

/** Only the last few questions can be followed up. */
const CONTEXT_QUESTIONS = 6;

const FOLLOW_UP =
  /^\s*(?:and|what about|how about|what if|and if|with|without|on|at|for|same|then|also|ok(?:ay)?,? and|but)\b/;
/** "How do I beat it?", "what boss is that?": a short question about what was just named. */
const REFERS_BACK = /\b(it|that|this one|that one|them|those|both)\b/;
const MAX_REFERRING_TOKENS = 8;
/** "Why?", "how come?", "why is that?": the reasons behind the last answer. */
const ASKS_WHY = /^\s*(?:but |so |and |ok(?:ay)?,? )?(?:why|how come|how so|explain)\b/;
const MAX_WHY_TOKENS = 6;
/** "And 11?" after a question about ante 10. */
const BARE_NUMBER = /^\s*(?:and|what about|how about)?\s*(\d{1,3})\s*[?.!]*\s*$/;

export interface UnderstoodQuestion {
  readonly parsed: ParsedQuestion;
  /** Null when the question matched nothing well, even with its context. */
  readonly intent: Intent | null;
  /** True for a bare "why?": the earlier question again, its reasons wanted. */
  readonly asksWhy?: boolean;
}

/** A "why?" that names nothing and matches no question of its own. */
function asksWhy(parsed: ParsedQuestion, intent: Intent | null): boolean {
  const { tokens, names, cards } = parsed.entities;
  return (
    intent === null &&
    ASKS_WHY.test(parsed.text) &&
    tokens.length <= MAX_WHY_TOKENS &&
    names.length === 0 &&
    cards.length === 0
  );
}

/** A follow-up opens like one, or is short and names something without asking anew. */
function isFollowUp(parsed: ParsedQuestion, intent: Intent | null): boolean {
  if (FOLLOW_UP.test(parsed.text) || refersBack(parsed)) return true;
  const { tokens, names, antes, cards } = parsed.entities;
  return intent === null && tokens.length <= 6 && names.length + antes.length + cards.length > 0;
}

function refersBack(parsed: ParsedQuestion): boolean {
  return (
    parsed.entities.tokens.length <= MAX_REFERRING_TOKENS &&
    parsed.entities.names.length === 0 &&
    REFERS_BACK.test(parsed.text)
  );
}

/** A bare number after a question about an ante is the next ante asked about. */
function withBareAnte(parsed: ParsedQuestion, before: ParsedQuestion): ParsedQuestion {
  if (parsed.ante !== null || before.ante === null) return parsed;
  const ante = Number(BARE_NUMBER.exec(parsed.text)?.[1]);
  return Number.isInteger(ante) && ante >= 1 && ante <= MAX_MENTIONED_ANTE
    ? { ...parsed, ante }
    : parsed;
}

function pick<T>(now: T | null, before: T | null): T | null {
  return now ?? before;
}

function pickList<T>(now: readonly T[], before: readonly T[]): readonly T[] {
  return now.length > 0 ? now : before;
}

/** "What about with Brainstorm?" after "Blueprint with The Duo?": the new Joker replaces the last. */
function pickJokers(now: ParsedQuestion, before: ParsedQuestion) {
  const isSwap = /\b(with|instead)\b/.test(now.text);
  if (now.jokers.length > 0 && before.jokers.length > now.jokers.length && isSwap) {
    return [...before.jokers.slice(0, before.jokers.length - now.jokers.length), ...now.jokers];
  }
  return pickList(now.jokers, before.jokers);
}

/**
 * The follow-up with the earlier question's place (ante, stake, deck, boss) filled in where
 * it names none; with `withNames`, also what it named (Jokers, hands, Planets, Tarots,
 * Spectrals, vouchers, Tags, packs), its cards, level and money.
 */
export function mergeContext(
  now: ParsedQuestion,
  before: ParsedQuestion,
  withNames: boolean,
): ParsedQuestion {
  const boss = pick(now.boss, now.blindType === null ? before.boss : null);
  const place = {
    ante: pick(now.ante, before.ante),
    stake: pick(now.stake, before.stake),
    deck: pick(now.deck, before.deck),
    boss,
    blindType: boss !== null ? 'boss' : pick(now.blindType, before.blindType),
  } as const;
  if (!withNames) return { ...now, ...place };
  return {
    ...now,
    ...place,
    money: pick(now.money, before.money),
    level: pick(now.level, before.level),
    jokers: pickJokers(now, before),
    hands: pickList(now.hands, before.hands),
    planets: pickList(now.planets, before.planets),
    tarots: pickList(now.tarots, before.tarots),
    spectrals: pickList(now.spectrals, before.spectrals),
    vouchers: pickList(now.vouchers, before.vouchers),
    tags: pickList(now.tags, before.tags),
    packs: pickList(now.packs, before.packs),
    cardGroups: pickList(now.cardGroups, before.cardGroups),
    // The answers that price or describe items read the names in order from here.
    entities:
      now.entities.names.length > 0
        ? now.entities
        : { ...now.entities, names: before.entities.names },
  };
}

/** "And Blueprint?", "what about the Ox?": names and nothing else but the follow-up's words. */
function namesOnly(parsed: ParsedQuestion): boolean {
  const { names, tokens } = parsed.entities;
  if (names.length === 0) return false;
  const named = (index: number) =>
    names.some((name) => index >= name.firstToken && index < name.endToken);
  return tokens.every(
    (token, index) =>
      named(index) || /^(and|or|what|how|about|the|a|an|then|also|ok|okay)$/.test(token.word),
  );
}

const STANDALONE: ReadonlySet<Intent> = new Set(['basics', 'capabilities']);

function understandOne(message: string, previous: UnderstoodQuestion | null): UnderstoodQuestion {
  const said = parseQuestion(message);
  const parsed = previous === null ? said : withBareAnte(said, previous.parsed);
  const intent = findIntent(parsed);
  const isWhy = asksWhy(parsed, intent);
  // A game word explained or a greeting answers itself: nothing after it follows it up.
  if (
    previous === null ||
    previous.intent === null ||
    STANDALONE.has(previous.intent) ||
    !(isWhy || isFollowUp(parsed, intent))
  ) {
    return { parsed, intent };
  }
  // "Why?" asks the earlier question again, as it was understood, for its reasons.
  if (isWhy) return { ...previous, asksWhy: true };
  // A follow-up that asks something of its own keeps its intent and takes only the place;
  // one that only names something ("and the Ox?") asks the earlier question again.
  const own = findIntent(parsed, FOLLOW_UP_OWN_SCORE);
  const isSameQuestion = own === null || own === previous.intent;
  // "Can I afford both?" after two Jokers: a new question about what was named before.
  const context = mergeContext(parsed, previous.parsed, isSameQuestion || refersBack(parsed));
  // "And Blueprint?" after "how much is Grabber?" is that question again, worded as it was.
  const merged =
    isSameQuestion && namesOnly(parsed) ? { ...context, text: previous.parsed.text } : context;
  // "How do I beat it?" after a boss: the question, read with what "it" names, may be a new one.
  const resolved = refersBack(parsed) ? (findIntent(merged, FOLLOW_UP_OWN_SCORE) ?? own) : own;
  return { parsed: merged, intent: resolved ?? previous.intent };
}

/** The question understood with the earlier questions of the chat (oldest first). */
export function understandQuestion(
  message: string,
  earlierQuestions: readonly string[] = [],
): UnderstoodQuestion {
  let previous: UnderstoodQuestion | null = null;
  for (const earlier of earlierQuestions.slice(-CONTEXT_QUESTIONS)) {
    previous = understandOne(earlier, previous);
  }
  return understandOne(message, previous);
}
