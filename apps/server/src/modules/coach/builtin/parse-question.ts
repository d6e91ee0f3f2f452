// Reads the numbers and names a question mentions (ante 5, Green Stake, The Wall, $23,
// Blueprint ...) using the game's own name lists, so only real names are recognised.
import {
  BOSS_BLIND_NAMES,
  DECK_NAMES,
  JOKER_NAMES,
  STAKE_NAMES,
  type BlindType,
  type BossBlindName,
  type DeckName,
  type JokerName,
  type StakeName,
} from '@jokerwise/game';

export interface ParsedQuestion {
  /** Lower-case, accents removed: what the intent patterns read. */
  readonly text: string;
  readonly ante: number | null;
  readonly stake: StakeName | null;
  readonly deck: DeckName | null;
  readonly boss: BossBlindName | null;
  readonly blindType: BlindType | null;
  readonly money: number | null;
  /** In the order they appear in the message. */
  readonly jokers: readonly JokerName[];
}

/** The highest ante the saved run accepts (contracts run-state). */
const MAX_ANTE = 100;

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function phrasePattern(name: string): RegExp {
  return new RegExp(`(?<![\\w'])${escapeRegExp(normalize(name))}(?![\\w'])`);
}

/**
 * Names found in the text, longest first so "Blue Joker" is not also read as a shorter name;
 * a found name is blanked out. The plain "Joker" is left out: "which joker" is not a name.
 */
function findNames<Name extends string>(text: string, names: readonly Name[]): Name[] {
  let rest = text;
  const found: { name: Name; at: number }[] = [];
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const match = phrasePattern(name).exec(rest);
    if (match === null) continue;
    found.push({ name, at: match.index });
    rest = rest.replace(phrasePattern(name), ' '.repeat(match[0].length));
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.name);
}

function findAnte(text: string): number | null {
  const match = /\bante\s*(\d{1,3})\b/.exec(text);
  const ante = match?.[1] === undefined ? null : Number(match[1]);
  return ante !== null && ante <= MAX_ANTE ? ante : null;
}

function findMoney(text: string): number | null {
  const match = /\$\s?(\d{1,9})\b|\b(\d{1,9})\s?(?:\$|dollars?|bucks)/.exec(text);
  const digits = match?.[1] ?? match?.[2];
  return digits === undefined ? null : Number(digits);
}

function findBlindType(text: string): BlindType | null {
  if (/\bsmall blind\b/.test(text)) return 'small';
  if (/\bbig blind\b/.test(text)) return 'big';
  if (/\bboss\b/.test(text)) return 'boss';
  return null;
}

export function parseQuestion(message: string): ParsedQuestion {
  const text = normalize(message);
  const boss = findNames(text, BOSS_BLIND_NAMES)[0] ?? null;
  return {
    text,
    ante: findAnte(text),
    stake: findNames(text, STAKE_NAMES)[0] ?? null,
    deck: findNames(text, DECK_NAMES)[0] ?? null,
    boss,
    blindType: boss === null ? findBlindType(text) : 'boss',
    money: findMoney(text),
    jokers: findNames(
      text,
      JOKER_NAMES.filter((name) => name !== 'Joker'),
    ),
  };
}
