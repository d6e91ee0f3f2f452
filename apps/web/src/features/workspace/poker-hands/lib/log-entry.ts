// Words for one step of the engine's score log (calculator-scenario.md "Output": `log`).
import type { ScoreLogEntry } from '@jokerwise/game';
import { formatNumber } from './format';

function signed(value: number): string {
  return value < 0 ? `−${formatNumber(-value)}` : `+${formatNumber(value)}`;
}

export function describeLogEffect(entry: ScoreLogEntry): string {
  switch (entry.effect) {
    case 'chips':
      return `${signed(entry.value)} Chips`;
    case 'mult':
      return `${signed(entry.value)} Mult`;
    case 'xmult':
      return `X${formatNumber(entry.value)} Mult`;
    case 'money':
      return entry.value < 0 ? `−$${formatNumber(-entry.value)}` : `+$${formatNumber(entry.value)}`;
    case 'base':
      return `Level ${formatNumber(entry.value)}`;
    case 'levelUp':
      return `${signed(entry.value)} level`;
    case 'halve':
      return 'Chips and Mult halved';
    case 'balance':
      return 'Chips and Mult balanced';
    case 'notAllowed':
      return 'Hand not allowed';
    default:
      return `${entry.effect} ${formatNumber(entry.value)}`;
  }
}
