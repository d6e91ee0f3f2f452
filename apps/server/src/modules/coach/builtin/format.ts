// Markdown helpers shared by the answers: numbers with thousands separators, money, cards and
// the scoring line that shows how a score was reached (docs/product/coach.md: the verdict, the
// game's reason, then the engine's numbers).
import {
  isJokerName,
  isOverflow,
  OVERFLOW_TEXT,
  type JokerName,
  type ScenarioCard,
  type ScoreLogEntry,
  type Suit,
} from '@jokerwise/game';
import type { HandScore, PlanetLevelUp } from '../engine-tools';

const SUIT_SYMBOLS: { readonly [S in Suit]: string } = {
  spades: '♠',
  hearts: '♥',
  clubs: '♣',
  diamonds: '♦',
};

// One formatter for every number: toLocaleString with options builds a new one per call,
// which cost a best-play answer a third of its time.
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * 16500 → "16,500"; 1.5 → "1.5"; past the double range "naneinf", as the game shows it. Every
 * number in an answer goes through here.
 */
export function formatNumber(value: number): string {
  if (isOverflow(value)) return OVERFLOW_TEXT;
  return NUMBER_FORMAT.format(value);
}

/** "next shop" → "Next shop": a phrase of the data opening a line. */
export function capitalize(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** "1 discard", "3 discards": a count with its noun. */
export function plural(count: number, word: string): string {
  return `${formatNumber(count)} ${word}${count === 1 ? '' : 's'}`;
}

export function formatMoney(value: number): string {
  return value < 0 ? `-$${formatNumber(-value)}` : `$${formatNumber(value)}`;
}

/** "K♥", with what changes its scoring in brackets: "K♥ (glass, red seal)". */
export function formatCard(card: ScenarioCard): string {
  const extras = [
    card.enhancement,
    card.edition,
    card.seal === undefined ? undefined : `${card.seal} seal`,
    card.debuffed === true ? 'debuffed' : undefined,
  ].filter((extra): extra is string => extra !== undefined);
  const name = `${card.rank}${SUIT_SYMBOLS[card.suit]}`;
  return extras.length === 0 ? name : `${name} (${extras.join(', ')})`;
}

export function formatCards(cards: readonly ScenarioCard[]): string {
  return cards.map(formatCard).join(' ');
}

function formatEffect(entry: ScoreLogEntry): string | null {
  if (entry.effect === 'chips') return `+${formatNumber(entry.value)} Chips`;
  if (entry.effect === 'mult') return `+${formatNumber(entry.value)} Mult`;
  if (entry.effect === 'xmult') return `×${formatNumber(entry.value)} Mult`;
  return null;
}

/** "Blueprint (The Duo)" names Blueprint and The Duo. */
function namesInSource(source: string): string[] {
  const [name = source, detail] = source.split(' (');
  return detail === undefined ? [name] : [name, detail.replace(/\)$/, '')];
}

/** Joker log sources are the Joker's name, maybe with a detail: "Blueprint (The Duo)", "Joker (Foil)". */
function isJokerSource(source: string): boolean {
  return isJokerName(source.split(' (')[0] ?? source);
}

/**
 * What each Joker added, in scoring order; repeats are counted ("+3 Mult (3×)"). With `only`,
 * what that Joker added (under its own name or as copied by Blueprint).
 */
export function formatJokerEffects(log: readonly ScoreLogEntry[], only?: JokerName): string | null {
  const counts = new Map<string, number>();
  for (const entry of log) {
    const effect = formatEffect(entry);
    if (effect === null || !isJokerSource(entry.source)) continue;
    if (only !== undefined && !namesInSource(entry.source).includes(only)) continue;
    const key = `${entry.source} ${effect}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (counts.size === 0) return null;
  return [...counts].map(([key, count]) => (count > 1 ? `${key} (${count}×)` : key)).join(', ');
}

/** "**Flush** (level 1): base 35 × 4 → chips 67 × mult 18 = **1,206**" */
export function formatScoreLine(score: HandScore): string {
  const base = `base ${formatNumber(score.baseChips)} × ${formatNumber(score.baseMult)}`;
  const total = `chips ${formatNumber(score.chips)} × mult ${formatNumber(score.mult)} = **${formatNumber(score.score)}**`;
  return `**${score.hand}** (level ${formatNumber(score.level)}): ${base} → ${total}`;
}

/** "target 300 (0 scored so far): short by 160" or "… : **enough**". */
export function formatAgainstTarget(score: HandScore): string {
  const progress =
    score.currentScore > 0 ? `, ${formatNumber(score.currentScore)} scored so far` : '';
  const verdict = score.beatsBlind ? '**enough**' : `short by **${formatNumber(score.shortBy)}**`;
  return `target ${formatNumber(score.target)}${progress}: ${verdict}`;
}

export const NEED_CARDS =
  'I need your cards for that: enter the cards in your hand in the **calculator** and ask again.';

/** "levels Flush 5 → 6 (95 × 12 → 110 × 14)": what one Planet does to its hand. */
export function formatLevelUp(up: PlanetLevelUp): string {
  return `levels ${up.hand} ${formatNumber(up.level)} → ${formatNumber(up.nextLevel)} (${formatNumber(up.chips)} × ${formatNumber(up.mult)} → ${formatNumber(up.nextChips)} × ${formatNumber(up.nextMult)})`;
}

/** A lead line, then one bullet per item: the shape of every "what are …?" answer. */
/** ["A", "B", "C"] → "A, B and C". */
export function joinWithAnd(words: readonly string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

export function formatList(lead: string, items: readonly string[]): string {
  return [lead, '', ...items.map((item) => `- ${item}`)].join('\n');
}
