// One rule for "the boss" of an ante: the run holds its ante's boss from the ante's start (it
// is the blind played only in round 3); a later ante's boss is not drawn yet.
import type { BossBlindName, RunState } from '@jokerwise/game';

export function getAnteBoss(
  run: Pick<RunState, 'ante' | 'bossBlind'>,
  ante: number,
): BossBlindName | null {
  return ante === run.ante ? run.bossBlind : null;
}
