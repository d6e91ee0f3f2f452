import { TAGS, type TagName } from '@jokerwise/game';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { SearchPickerDialog, type PickerItem } from './search-picker-dialog';

export interface TagPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  ante: number;
  /** The Tag the game offers for this blind, when the run knows it. */
  offered: TagName | null;
  onPick: (tag: TagName) => void;
  /** Controls beside the search (Clear). */
  toolbar?: ReactNode;
}

/**
 * The 24 Tags to pick one from (facts: tags): to skip a blind for, or to record the one the
 * game shows under it. The one on offer comes first, marked, so a player confirms it in one
 * click; Tags the game offers only from a later ante are shown disabled.
 */
export function TagPickerDialog({ ante, offered, ...props }: TagPickerDialogProps) {
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
  return <SearchPickerDialog {...props} searchLabel="Search Tags" items={ordered} />;
}
