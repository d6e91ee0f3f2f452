// "What tags do I have?", "how many blinds have I skipped?": the Tags the run holds, the
// blinds skipped so far (what Speed Tag pays on) and the Tag on offer, as the save showed
// them (docs/decisions/042-skip-tags-in-run.md).
import { TAG_MOMENT_TEXTS } from '@jokerwise/contracts';
import { getOfferedTag, getTag, getTagMoney, TAG_MOMENTS, type RunState } from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';
import { formatList, formatMoney, plural } from './format';

export const ASKS_HELD_TAGS =
  /\b(my|the) tags\b|\btags? (do|have) i (have|hold|got|own)\b|\bhow many (blinds? |times )?(have i|did i|i've|i have) skipped\b/;

function describeSkips(run: RunState): string {
  const skips = run.skips ?? 0;
  const speed = getTagMoney(run, 'Speed Tag') ?? 0;
  const times = skips === 0 ? 'no blinds' : plural(skips, 'blind');
  const copied = (run.tags ?? []).includes('Double Tag') ? ' (your Double Tag copies it)' : '';
  return `**You have skipped ${times} this run**: a Speed Tag taken now would pay ${formatMoney(speed)}${copied}.`;
}

export function describeHeldTags(question: CoachQuestion): string {
  const { run } = question;
  const held = run.tags ?? [];
  const offered = getOfferedTag(run);
  const tags =
    held.length === 0
      ? '**You hold no Tags.**'
      : formatList(
          `**You hold ${plural(held.length, 'Tag')}:**`,
          held.map(
            (tag) => `**${tag}** (${TAG_MOMENT_TEXTS[TAG_MOMENTS[tag]]}): ${getTag(tag).effect}`,
          ),
        );
  const skips = describeSkips(run);
  const parts = /\bskipped\b/.test(question.parsed.text) ? [skips, tags] : [tags, skips];
  // A Double Tag copies what is taken next, but never another Double Tag.
  const copied =
    held.includes('Double Tag') && offered !== 'Double Tag' ? ' Your Double Tag copies it.' : '';
  const offer =
    offered === null
      ? []
      : [`Skipping this blind gives the **${offered}**: ${getTag(offered).effect}${copied}`];
  return [...parts, ...offer].join('\n\n');
}
