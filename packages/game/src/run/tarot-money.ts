// What the money Tarots pay when used now (Lua Card:use_consumeable): The Hermit adds the money
// held, at most $20 and never below $0; Temperance pays the Jokers' total sell value, at most
// $50 (Card:set_cost sums `sell_cost`, so an Egg's grown value counts).
import { TAROT_MONEY_CAPS } from '../data/tarots';
import { getJokerSellValue } from './sell-values';
import type { RunState } from './types';

export type MoneyTarot = keyof typeof TAROT_MONEY_CAPS;

export function isMoneyTarot(name: string): name is MoneyTarot {
  return Object.hasOwn(TAROT_MONEY_CAPS, name);
}

/** The money the Tarot pays if used now. */
export function getTarotMoney(
  run: Pick<RunState, 'money' | 'jokers' | 'vouchers'>,
  tarot: MoneyTarot,
): number {
  const cap = TAROT_MONEY_CAPS[tarot];
  if (tarot === 'The Hermit') return Math.max(0, Math.min(run.money, cap));
  const total = run.jokers.reduce((sum, joker) => sum + getJokerSellValue(run, joker), 0);
  return Math.min(total, cap);
}
