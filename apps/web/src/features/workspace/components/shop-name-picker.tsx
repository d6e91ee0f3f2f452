import {
  BOOSTER_PACKS,
  JOKERS,
  PLANETS,
  SPECTRALS,
  TAROTS,
  VOUCHERS,
  type ShopItemType,
} from '@jokerwise/game';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useIconUrls } from '../api/get-icon-set';
import { SearchPickerDialog, type PickerItem } from './search-picker-dialog';

interface NameEntry {
  readonly name: string;
  readonly description: string;
}

/** What each shop slot can hold; Legendary Jokers never appear in the shop (only from The Soul). */
export const SHOP_NAMES: { readonly [T in ShopItemType]: readonly NameEntry[] } = {
  Joker: JOKERS.filter((joker) => joker.rarity !== 'Legendary').map((joker) => ({
    name: joker.name,
    description: joker.effect,
  })),
  Voucher: VOUCHERS.map((voucher) => ({ name: voucher.name, description: voucher.effect })),
  Planet: PLANETS.map((planet) => ({
    name: planet.name,
    description: `Levels up ${planet.levelsUp}.`,
  })),
  Tarot: TAROTS.map((tarot) => ({ name: tarot.name, description: tarot.effect })),
  Spectral: SPECTRALS.map((spectral) => ({ name: spectral.name, description: spectral.effect })),
  'Booster Pack': BOOSTER_PACKS.map((pack) => ({
    name: pack.name,
    description: `${pack.contents}: choose ${pack.choose} of ${pack.cardsShown}.`,
  })),
};

export interface ShopNameSearchProps {
  type: ShopItemType;
  /** Position of the slot in the shop, to name the button. */
  label: string;
  onName: (name: string) => void;
}

/** Searches the names a shop slot of this type can hold, with the Joker picker's search. */
export function ShopNameSearch({ type, label, onName }: ShopNameSearchProps) {
  const [isOpen, setOpen] = useState(false);
  const icons = useIconUrls(isOpen);
  const items: PickerItem<string>[] = SHOP_NAMES[type].map((entry) => ({
    key: entry.name,
    title: entry.name,
    iconUrl: icons.get(entry.name),
    description: entry.description,
  }));
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size="icon"
        className="size-11 shrink-0"
        aria-label={`Search for ${label}`}
        title="Search by name or effect"
        onClick={() => setOpen(true)}
      >
        <Search aria-hidden="true" />
      </Button>
      <SearchPickerDialog
        open={isOpen}
        onOpenChange={setOpen}
        title={`Choose the ${type}`}
        description="Search by name or effect."
        searchLabel={`Search ${type === 'Booster Pack' ? 'booster packs' : `${type}s`}`}
        items={items}
        onPick={(picked) => {
          setOpen(false);
          onName(picked);
        }}
      />
    </>
  );
}
