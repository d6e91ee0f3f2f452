import { TAG_MOMENT_TEXTS } from '@jokerwise/contracts';
import { TAG_MOMENTS, type TagName } from '@jokerwise/game';
import { X } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';

export interface HeldTagsProps {
  tags: readonly TagName[];
  /** Marks the Tag at this position used. */
  onSpend: (index: number) => void;
}

/**
 * The Tags taken by skipping that wait for their moment, each with when the game uses it. The
 * run uses most of them up by itself as it moves on; an edition Tag waits for a shop Joker
 * without an edition, which only the player sees, so each Tag can be marked used by hand
 * (docs/decisions/043-held-tags-used.md).
 */
export function HeldTags({ tags, onSpend }: HeldTagsProps) {
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm text-fg-muted">
      Tags held:
      <ul data-testid="held-tags" aria-label="Tags held" className="flex flex-wrap gap-1.5">
        {tags.map((tag, index) => (
          <li key={`${index}-${tag}`}>
            <span className="inline-flex max-w-full items-center gap-1 rounded-xl border border-gold-400/40 bg-gold-400/12 pl-2.5 text-xs font-semibold text-gold-300">
              <span className="min-w-0">
                {tag}{' '}
                <span className="font-normal text-fg-muted">
                  · {TAG_MOMENT_TEXTS[TAG_MOMENTS[tag]]}
                </span>
              </span>
              <IconButton
                icon={X}
                label={`Mark ${tag} used`}
                className="size-6 rounded-full"
                onClick={() => onSpend(index)}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
