import { getBoosterPack, getPackContentType, type BoosterPackName } from '@jokerwise/game';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useIconUrls } from '../api/get-icon-set';
import { SearchPickerDialog, type PickerItem } from './search-picker-dialog';
import { SHOP_NAMES } from './shop-name-picker';

export interface OpenPackDialogProps {
  /** The pack being opened, null when none is. */
  pack: BoosterPackName | null;
  onOpenChange: (open: boolean) => void;
  /** The cards taken, at most the pack's "choose"; none when every card is skipped. */
  onOpen: (picks: readonly string[]) => void;
}

/** A Booster Pack's contents, searched like the Joker picker; taking its last pick opens it. */
export function OpenPackDialog({ pack, onOpenChange, onOpen }: OpenPackDialogProps) {
  const [picks, setPicks] = useState<readonly string[]>([]);
  const icons = useIconUrls(pack !== null);
  const type = pack === null ? null : getPackContentType(pack);
  const choose = pack === null ? 0 : getBoosterPack(pack).choose;
  const close = (open: boolean) => {
    if (!open) setPicks([]);
    onOpenChange(open);
  };
  const finish = (taken: readonly string[]) => {
    setPicks([]);
    onOpen(taken);
  };
  const items: PickerItem<string>[] = (type === null ? [] : SHOP_NAMES[type]).map((entry) => ({
    key: entry.name,
    title: entry.name,
    iconUrl: icons.get(entry.name),
    description: entry.description,
  }));
  return (
    <SearchPickerDialog
      open={pack !== null}
      onOpenChange={close}
      title={`Open ${pack ?? 'a pack'}`}
      description={`Take up to ${choose} of the cards it shows. ${type === 'Joker' ? 'Jokers take a slot.' : 'Cards from a pack are used at once.'}`}
      searchLabel={`Search ${type ?? 'cards'}s in the pack`}
      items={items}
      onPick={(name) => {
        const taken = [...picks, name];
        if (taken.length >= choose) finish(taken);
        else setPicks(taken);
      }}
      toolbar={
        <Button variant="secondary" onClick={() => finish(picks)}>
          {picks.length === 0 ? 'Take nothing' : `Done (${picks.join(', ')})`}
        </Button>
      }
    />
  );
}
