import { TAGS, type TagName } from '@jokerwise/game';
import { Badge } from '../../../components/ui/badge';
import { SearchPickerDialog, type PickerItem } from './search-picker-dialog';

export interface SkipBlindDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ante: number;
  /** "Small Blind" or "Big Blind". */
  blindLabel: string;
  /** The Tag the game offers for this blind, when the run knows it (read from a save). */
  offered: TagName | null;
  onSkip: (tag: TagName) => void;
}

/**
 * Skip Blind: the player picks the Tag the game shows under the blind (facts: tags); the one
 * a save showed comes first, marked, so importing players confirm it in one click.
 */
export function SkipBlindDialog({
  open,
  onOpenChange,
  ante,
  blindLabel,
  offered,
  onSkip,
}: SkipBlindDialogProps) {
  const items: PickerItem<TagName>[] = TAGS.map((tag) => ({
    key: tag.name,
    title: tag.name,
    badges: tag.name === offered ? <Badge variant="gold">On offer</Badge> : undefined,
    description: tag.effect,
    disabledReason: tag.minAnte > ante ? `Offered from ante ${tag.minAnte}.` : null,
  }));
  const ordered = [
    ...items.filter((item) => item.key === offered),
    ...items.filter((item) => item.key !== offered),
  ];
  return (
    <SearchPickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Skip the ${blindLabel}`}
      description={
        offered === null
          ? 'Choose the Tag your game offers for skipping it. No reward or shop for this blind.'
          : `Your game offers the ${offered} for skipping it. No reward or shop for this blind.`
      }
      searchLabel="Search Tags"
      items={ordered}
      onPick={onSkip}
    />
  );
}
