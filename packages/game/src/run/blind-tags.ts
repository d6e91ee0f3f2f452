// The Tags the Small and Big Blind offer for skipping them. The game draws both as an ante
// starts and shows each under its blind; a save holds them (`round_resets.blind_tags`), a run
// recorded by hand has them only when the player types the one shown (facts: tags).
import { getTag, isTagName, type TagName } from '../data/tags';
import { err, ok } from '../result';
import type { RunResult } from './result';
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

/**
 * The player records the Tag the game shows under the current Small or Big Blind, or clears it
 * (null). It must be one the game offers on this ante (facts: tags.minAnte).
 */
export function setOfferedTag(run: RunState, tag: string | null): RunResult<RunState> {
  if (run.stage !== 'playing') return err({ code: 'NOT_PLAYING' });
  if (run.blindType === 'boss') return err({ code: 'CANNOT_SKIP_BOSS' });
  if (tag !== null && (!isTagName(tag) || getTag(tag).minAnte > run.ante)) {
    return err({ code: 'TAG_NOT_AVAILABLE' });
  }
  return ok({ ...run, blindTags: { ...(run.blindTags ?? NO_BLIND_TAGS), [run.blindType]: tag } });
}
