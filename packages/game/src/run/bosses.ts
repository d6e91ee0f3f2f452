// Which boss blinds the player may pick for an ante. The rules own the answer (facts:
// bossBlinds[].minAnte, showdown bosses only on antes 8, 16, 24 ...).

import type { BossBlindName } from '../data/bosses';
import { getBossesForAnte } from '../rules/blinds';

export function isBossAvailable(boss: BossBlindName, ante: number): boolean {
  return getBossesForAnte(ante).some((candidate) => candidate === boss);
}

/** Antes to look ahead for a boss: showdown bosses come back every 8 antes. */
const SHOWDOWN_EVERY = 8;

/**
 * The first ante from `fromAnte` at which the boss can appear: `fromAnte` itself when it can,
 * else its minimum ante or the next showdown ante (The Needle from 2, Violet Vessel at 8).
 */
export function getFirstBossAnte(boss: BossBlindName, fromAnte: number): number {
  for (let ante = fromAnte; ante < fromAnte + 2 * SHOWDOWN_EVERY; ante++) {
    if (isBossAvailable(boss, ante)) return ante;
  }
  return fromAnte;
}
