// Which boss blinds the player may pick for an ante. The rules own the answer (facts:
// bossBlinds[].minAnte, showdown bosses only on antes 8, 16, 24 ...).

import type { BossBlindName } from '../data/bosses';
import { getBossesForAnte } from '../rules/blinds';

export function isBossAvailable(boss: BossBlindName, ante: number): boolean {
  return getBossesForAnte(ante).some((candidate) => candidate === boss);
}
