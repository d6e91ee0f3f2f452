import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  addShopItem,
  buyShopItem,
  getShopRerollCost,
  removeShopItem,
  rerollShop,
  resetShop,
  setShopItemEdition,
  setShopItemName,
  setShopItemPrice,
  setShopItemType,
  type RunResult,
  type RunState,
} from '@jokerwise/game';
import { Dices, Plus, RotateCcw, Store } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../lib/format';
import {
  applyRunResult,
  applyRunState,
  type DocumentChange,
  type RunActionOptions,
} from '../lib/run-actions';
import { SectionCard } from './section-card';
import { ShopItemRow } from './shop-item-row';

export interface ShopTabProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
}

/** The shop panel: add, edit, buy, remove and reset items, rerolls (docs/product/workspace.md). */
export function ShopTab({ document, onChange }: ShopTabProps) {
  const run = document.state;
  const apply = (result: RunResult<RunState>, options?: RunActionOptions) =>
    applyRunResult(document, onChange, result, options);
  const rerollCost = getShopRerollCost(run);
  return (
    <SectionCard
      title="Shop"
      count={
        <span>
          You have{' '}
          <span className="font-bold text-gold-300" data-testid="shop-money">
            {formatMoney(run.money)}
          </span>
        </span>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => apply(addShopItem(run))}>
            <Plus aria-hidden="true" />
            Add Item
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => applyRunState(document, onChange, resetShop(run))}
          >
            <RotateCcw aria-hidden="true" />
            Reset Shop
          </Button>
        </div>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border/80 bg-felt-900/60 px-4 py-3">
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          <Dices aria-hidden="true" className="size-4 text-gold-400" />
          Rerolls this shop:{' '}
          <span data-testid="shop-rerolls" className="font-semibold text-fg tabular-nums">
            {run.shopRerolls}
          </span>
        </p>
        <Button
          size="sm"
          variant="secondary"
          disabled={run.money < rerollCost}
          onClick={() => apply(rerollShop(run), { action: 'Reroll' })}
        >
          Reroll for <span data-testid="reroll-cost">{formatMoney(rerollCost)}</span>
        </Button>
      </div>
      {run.shopItems.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border-strong px-4 py-10 text-center">
          <Store aria-hidden="true" className="size-7 text-fg-subtle" />
          <p className="font-semibold text-fg">The shop is empty</p>
          <p className="max-w-sm text-sm text-fg-muted">
            Add the items your game's shop is offering to see what you can afford.
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Shop items">
          {run.shopItems.map((item, index) => (
            <ShopItemRow
              key={item.id}
              run={run}
              item={item}
              position={index + 1}
              onType={(type) => apply(setShopItemType(run, item.id, type))}
              onName={(name) => apply(setShopItemName(run, item.id, name))}
              onEdition={(edition) => apply(setShopItemEdition(run, item.id, edition))}
              onPrice={(input) => apply(setShopItemPrice(run, item.id, input))}
              onBuy={() =>
                apply(buyShopItem(run, item.id), {
                  action: 'Buy',
                  event: item.name === null ? {} : { purchase: item.name },
                })
              }
              onRemove={() => apply(removeShopItem(run, item.id), { action: 'Remove' })}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
