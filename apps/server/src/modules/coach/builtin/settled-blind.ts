// The blind in play as the coach names it, and where it stands once settled (packages/game
// getBlindStatus): beaten, saved by Mr. Bones or lost say so before any play is weighed.
import { getBlindStatus, MR_BONES_SAVE_SHARE, type RunState } from '@jokerwise/game';
import { formatNumber } from './format';

/** "the Small Blind at ante 9", "The Wall at ante 9". */
export function labelBlind(run: RunState): string {
  const blindName =
    run.blindType === 'small'
      ? 'the Small Blind'
      : run.blindType === 'big'
        ? 'the Big Blind'
        : (run.bossBlind ?? 'the boss');
  return `${blindName} at ante ${formatNumber(run.ante)}`;
}

/** The blind in play is settled (packages/game getBlindStatus): say so before any play. */
export function describeSettledBlind(run: RunState): string | null {
  const status = getBlindStatus(run);
  const label = labelBlind(run);
  const scored = `${formatNumber(status.score)} of ${formatNumber(status.target)} scored on ${label}`;
  switch (status.outcome) {
    case 'in-play':
      return null;
    case 'beaten':
      return `**Already beaten** — ${scored}. Press Next Round to cash out.`;
    case 'saved':
      return `**Saved by Mr. Bones** — ${scored}, out of hands with at least ${MR_BONES_SAVE_SHARE * 100}% of the target; he self-destructs. Press Next Round.`;
    case 'lost':
      return `**Out of hands** — ${scored}: in the game the run ends here. If a score was entered wrong, undo it.`;
  }
}
