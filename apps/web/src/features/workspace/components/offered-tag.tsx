import { getOfferedTag, getTag, type RunState, type TagName } from '@jokerwise/game';
import { Tag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { BLIND_LABELS } from '../lib/format';
import { TagPickerDialog } from './tag-picker-dialog';

export interface OfferedTagProps {
  run: RunState;
  /** Records the Tag shown under the current blind; null clears it. */
  onOffer: (tag: TagName | null) => void;
}

/**
 * The Tag skipping the current Small or Big Blind gives: read from a save, or typed by the
 * player from the blind select screen, so the coach can weigh skipping for it (ADR 042). A
 * Boss Blind offers none.
 */
export function OfferedTag({ run, onOffer }: OfferedTagProps) {
  const [isPicking, setPicking] = useState(false);
  const offered = getOfferedTag(run);
  // The game offers a skip only before a blind is played: once a hand scored, nothing to add.
  if (run.blindType === 'boss' || (offered === null && run.currentScore > 0)) return null;
  const blind = BLIND_LABELS[run.blindType];
  const pick = (tag: TagName | null) => {
    setPicking(false);
    onOffer(tag);
  };
  return (
    <>
      {offered === null ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start px-0 text-fg-muted"
          onClick={() => setPicking(true)}
        >
          <Tag aria-hidden="true" />
          Add the Tag on offer
        </Button>
      ) : (
        <p className="text-sm text-fg-muted">
          <span data-testid="offered-tag">
            Skip for <span className="font-semibold text-gold-200">{offered}</span>:{' '}
            {getTag(offered).effect}
          </span>{' '}
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            aria-label="Change the Tag on offer"
            onClick={() => setPicking(true)}
          >
            Change
          </Button>
        </p>
      )}
      <TagPickerDialog
        open={isPicking}
        onOpenChange={setPicking}
        title={`Tag on offer for the ${blind}`}
        description="Pick the Tag your game shows under this blind; the coach weighs skipping for it."
        ante={run.ante}
        offered={offered}
        onPick={pick}
        toolbar={
          offered === null ? undefined : (
            <Button variant="secondary" size="sm" onClick={() => pick(null)}>
              Clear the Tag on offer
            </Button>
          )
        }
      />
    </>
  );
}
