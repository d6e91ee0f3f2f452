// What one version of a run changed against another, named for a person, and a change put
// back on top of a newer version. Used when another device's save wins a conflict: the local
// change it dropped is named and can be re-applied (
// docs/decisions/011-workspace-run-saved-with-revisions.md).
import { POKER_HAND_NAMES } from '../data/vocabulary';
import type { RunState } from './types';

const BLIND_NAMES = { small: 'Small Blind', big: 'Big Blind', boss: 'Boss Blind' } as const;

function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function money(value: number): string {
  return value < 0 ? `-$${-value}` : `$${value}`;
}

/** "+Blueprint, −Joker": names added and removed, duplicates counted. */
function listChange(before: readonly string[], after: readonly string[]): string | null {
  const left = [...before];
  const added: string[] = [];
  for (const name of after) {
    const index = left.indexOf(name);
    if (index === -1) added.push(name);
    else left.splice(index, 1);
  }
  const parts = [...added.map((name) => `+${name}`), ...left.map((name) => `−${name}`)];
  return parts.length > 0 ? parts.join(', ') : null;
}

function collectionChange(
  label: string,
  before: readonly { readonly name: string }[],
  after: readonly { readonly name: string }[],
): string | null {
  if (isSame(before, after)) return null;
  const names = listChange(
    before.map((item) => item.name),
    after.map((item) => item.name),
  );
  return `${label}: ${names ?? 'order or editions changed'}`;
}

/** Keys named one by one below; any other difference is reported once as "other details". */
const NAMED_KEYS = new Set<keyof RunState>([
  'deck',
  'stake',
  'ante',
  'round',
  'blindType',
  'money',
  'bossBlind',
  'hands',
  'discards',
  'currentScore',
  'jokers',
  'vouchers',
  'consumables',
  'shopItems',
  // The shop's id counter moves with its items, which are named already.
  'nextShopItemId',
  'history',
  'tracker',
]);

/** Each change from `before` to `after` in a few words; empty when nothing differs. */
export function describeRunChanges(before: RunState, after: RunState): string[] {
  const changes: (string | null)[] = [
    before.deck !== after.deck ? `Deck: ${before.deck} → ${after.deck}` : null,
    before.stake !== after.stake ? `Stake: ${before.stake} → ${after.stake}` : null,
    before.ante !== after.ante ? `Ante ${before.ante} → ${after.ante}` : null,
    before.round !== after.round || before.blindType !== after.blindType
      ? `Blind: ${BLIND_NAMES[before.blindType]} → ${BLIND_NAMES[after.blindType]}`
      : null,
    before.money !== after.money ? `Money ${money(before.money)} → ${money(after.money)}` : null,
    before.bossBlind !== after.bossBlind
      ? `Boss: ${before.bossBlind ?? 'none'} → ${after.bossBlind ?? 'none'}`
      : null,
    before.hands !== after.hands ? `Hands ${before.hands} → ${after.hands}` : null,
    before.discards !== after.discards ? `Discards ${before.discards} → ${after.discards}` : null,
    before.currentScore !== after.currentScore
      ? `Score ${before.currentScore} → ${after.currentScore}`
      : null,
    collectionChange('Jokers', before.jokers, after.jokers),
    isSame(before.vouchers, after.vouchers)
      ? null
      : `Vouchers: ${listChange(before.vouchers, after.vouchers) ?? 'order changed'}`,
    collectionChange('Consumables', before.consumables, after.consumables),
    isSame(before.shopItems, after.shopItems) ? null : 'Shop items',
    ...POKER_HAND_NAMES.map((hand) => {
      const [from, to] = [before.tracker.handLevels[hand], after.tracker.handLevels[hand]];
      return from === to ? null : `${hand} level ${from} → ${to}`;
    }),
    isSame(before.history, after.history) ? null : 'Round history',
  ];
  const otherKeys = (Object.keys({ ...before, ...after }) as (keyof RunState)[]).filter(
    (key) => !NAMED_KEYS.has(key) && !isSame(before[key], after[key]),
  );
  const trackerRest = !isSame(
    { ...before.tracker, handLevels: null },
    { ...after.tracker, handLevels: null },
  );
  if (otherKeys.length > 0 || trackerRest) changes.push('Other run details');
  return changes.filter((change): change is string => change !== null);
}

/**
 * `mine` (a change made on top of `base`) put back on top of `theirs` (a newer version saved
 * elsewhere): every part of the run the change touched takes its value, the rest stays as
 * `theirs` has it.
 */
export function reapplyRunChanges(base: RunState, mine: RunState, theirs: RunState): RunState {
  const touched = (Object.keys({ ...base, ...mine }) as (keyof RunState)[]).filter(
    (key) => !isSame(base[key], mine[key]),
  );
  return touched.reduce((merged, key) => withValueOf(merged, mine, key), theirs);
}

/**
 * `run` with `key` as `source` has it. A part `source` lacks reads as undefined, which the JSON
 * the run is saved as leaves out, as it would leave out a missing key.
 */
function withValueOf<K extends keyof RunState>(run: RunState, source: RunState, key: K): RunState {
  return { ...run, [key]: source[key] };
}
