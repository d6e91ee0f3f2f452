import { RUN_ERROR_MESSAGES } from '@jokerwise/contracts';
import {
  BOOSTER_PACK_NAMES,
  getBuyShopItemError,
  JOKERS,
  PLANET_NAMES,
  SHOP_ITEM_TYPES,
  SPECTRAL_NAMES,
  TAROT_NAMES,
  VOUCHER_NAMES,
  type JokerEdition,
  type RunState,
  type ShopItem,
  type ShopItemType,
} from '@jokerwise/game';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useIconUrls } from '../api/get-icon-set';
import {} from '../lib/format';
import { ShopNameSearch } from './shop-name-picker';
import { SelectField, toOptions } from '../../../components/ui/select-field';
import { getJokerEditionOptions } from '../lib/edition-options';

/** Legendary Jokers never appear in the shop (facts: only from The Soul). */
const NAMES_BY_TYPE: { readonly [T in ShopItemType]: readonly string[] } = {
  Joker: JOKERS.filter((joker) => joker.rarity !== 'Legendary').map((joker) => joker.name),
  Voucher: VOUCHER_NAMES,
  Planet: PLANET_NAMES,
  Tarot: TAROT_NAMES,
  Spectral: SPECTRAL_NAMES,
  'Booster Pack': BOOSTER_PACK_NAMES,
};

export interface ShopItemRowProps {
  run: RunState;
  item: ShopItem;
  position: number;
  onType: (type: ShopItemType) => void;
  onName: (name: string | null) => void;
  onEdition: (edition: JokerEdition | null) => void;
  onPrice: (input: string) => void;
  onBuy: () => void;
  onRemove: () => void;
}

/** One shop slot: type, name, edition (Jokers), price, Buy and Remove (docs/product/workspace.md). */
export function ShopItemRow({
  run,
  item,
  position,
  onType,
  onName,
  onEdition,
  onPrice,
  onBuy,
  onRemove,
}: ShopItemRowProps) {
  const id = `shop-${item.id}`;
  const buyError = getBuyShopItemError(run, item.id);
  const label = item.name ?? `Item ${position}`;
  // A native select cannot show images: the chosen name's saved icon sits beside it (ADR 023).
  const icons = useIconUrls(item.name !== null);
  const iconUrl = item.name ? icons.get(item.name) : undefined;
  return (
    <li
      aria-label={label}
      className="grid gap-3 rounded-xl border border-border bg-surface-sunken/60 p-3 sm:grid-cols-[9rem_minmax(0,1fr)_8.5rem_6rem_auto] sm:items-end"
    >
      <SelectField
        id={`${id}-type`}
        label="Type"
        value={item.type}
        onChange={onType}
        options={toOptions(SHOP_ITEM_TYPES)}
      />
      <div className="flex min-w-0 items-end gap-2">
        <SelectField
          id={`${id}-name`}
          label="Name"
          className="flex-1"
          value={item.name ?? ''}
          onChange={(value) => onName(value === '' ? null : value)}
          options={[{ value: '', label: 'Choose a name' }, ...toOptions(NAMES_BY_TYPE[item.type])]}
        />
        {iconUrl && (
          <img src={iconUrl} alt="" width={24} height={24} className="mb-2.5 size-6 shrink-0" />
        )}
        <ShopNameSearch type={item.type} label={label} onName={onName} />
      </div>
      <SelectField
        id={`${id}-edition`}
        label="Edition"
        value={item.edition ?? ''}
        disabled={item.type !== 'Joker'}
        onChange={(value) => onEdition(value === '' ? null : value)}
        options={getJokerEditionOptions('None')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-price`} className="text-xs font-semibold text-fg-muted">
          Price
        </label>
        <Input
          key={`${item.id}-${item.price}`}
          id={`${id}-price`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={item.price}
          onBlur={(event) => {
            if (event.target.value !== String(item.price)) onPrice(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
          className="h-11"
        />
      </div>
      <div className="flex items-center gap-2">
        <Button
          onClick={onBuy}
          disabled={buyError !== null}
          aria-label={`Buy ${label}`}
          className="flex-1 sm:flex-none"
        >
          <ShoppingCart aria-hidden="true" />
          Buy
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Remove ${label}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <p className="min-h-4 text-xs text-fg-subtle sm:col-span-5" aria-live="polite">
        {buyError !== null && buyError !== 'ITEM_NOT_FOUND' ? RUN_ERROR_MESSAGES[buyError] : ''}
      </p>
    </li>
  );
}
