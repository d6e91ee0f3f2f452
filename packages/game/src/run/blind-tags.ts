// The Tags the Small and Big Blind offer for skipping them. The game draws both as an ante
// starts and shows each under its blind; a save holds them (`round_resets.blind_tags`), a run
// recorded by hand does not, so the run keeps them only where they are known (facts: tags).
import type { TagName } from '../data/tags';
import type { BlindTags, RunState } from './types';

export const NO_BLIND_TAGS: BlindTags = { small: null, big: null };

/** The Tag skipping the current blind would give; null for a Boss Blind or when not known. */
export function getOfferedTag(run: RunState): TagName | null {
  if (run.blindType === 'boss') return null;
  return run.blindTags?.[run.blindType] ?? null;
}

/**
 * The run as its current blind is played or skipped: that blind's Tag is no longer offered,
 * and past the Big Blind none is until the next ante's are known.
 */
export function passBlindTags(run: RunState): RunState {
  if (run.blindTags === undefined) return run;
  const blindTags = run.blindType === 'small' ? { ...run.blindTags, small: null } : NO_BLIND_TAGS;
  return { ...run, blindTags };
}
