import { TAGS, type TagName } from '@jokerwise/game';
import { SearchPickerDialog, type PickerItem } from './search-picker-dialog';

export interface SkipBlindDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ante: number;
  /** "Small Blind" or "Big Blind". */
  blindLabel: string;
  onSkip: (tag: TagName) => void;
}

/** Skip Blind: the player picks the Tag the game shows under the blind (facts: tags). */
export function SkipBlindDialog({
  open,
  onOpenChange,
  ante,
  blindLabel,
  onSkip,
}: SkipBlindDialogProps) {
  const items: PickerItem<TagName>[] = TAGS.map((tag) => ({
    key: tag.name,
    title: tag.name,
    description: tag.effect,
    disabledReason: tag.minAnte > ante ? `Offered from ante ${tag.minAnte}.` : null,
  }));
  return (
    <SearchPickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Skip the ${blindLabel}`}
      description="Choose the Tag your game offers for skipping it. No reward or shop for this blind."
      searchLabel="Search Tags"
      items={items}
      onPick={onSkip}
    />
  );
}
