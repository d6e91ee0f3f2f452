import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isDisabled, makePlayingDocument, renderWorkspace } from './testing/render-workspace';

async function openShopWithItem(money: number, patch = {}) {
  const user = userEvent.setup();
  const view = renderWorkspace(makePlayingDocument({ money, ...patch }));
  await user.click(screen.getByRole('tab', { name: /Shop/ }));
  await user.click(screen.getByRole('button', { name: 'Add Item' }));
  const item = () => screen.getByRole('listitem', { name: /./ });
  return { user, view, item };
}

describe('the shop', () => {
  it('fills the price from the name, adds edition prices, and clears both on a type change', async () => {
    const { user, view, item } = await openShopWithItem(20);
    const buy = () => within(item()).getByRole('button', { name: /^Buy/ });
    expect(isDisabled(buy())).toBe(true);
    expect(item().textContent).toContain('Choose a name for this item first.');

    await user.selectOptions(within(item()).getByLabelText('Name'), 'Blueprint');
    expect(view.latest()?.shopItems[0]).toMatchObject({ name: 'Blueprint', price: 10 });
    await user.selectOptions(within(item()).getByLabelText('Edition'), 'foil');
    expect(view.latest()?.shopItems[0]).toMatchObject({ edition: 'foil', price: 12 });
    expect((within(item()).getByLabelText('Price') as HTMLInputElement).value).toBe('12');
    expect(isDisabled(buy())).toBe(false);

    await user.selectOptions(within(item()).getByLabelText('Type'), 'Planet');
    expect(view.latest()?.shopItems[0]).toMatchObject({ type: 'Planet', name: null, price: 0 });
    expect(isDisabled(within(item()).getByLabelText('Edition'))).toBe(true);
    expect(screen.queryByRole('option', { name: 'Blueprint' })).toBeNull();
  });

  it('disables Buy when money is short and reads a typed price on blur (NaN is 0)', async () => {
    const { user, view, item } = await openShopWithItem(2);
    await user.selectOptions(within(item()).getByLabelText('Type'), 'Tarot');
    await user.selectOptions(within(item()).getByLabelText('Name'), 'The Fool');
    const buy = () => within(item()).getByRole('button', { name: 'Buy The Fool' });
    expect(isDisabled(buy())).toBe(true);
    expect(item().textContent).toContain('Not enough money to buy this item.');

    const price = within(item()).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '2');
    await user.tab();
    expect(view.latest()?.shopItems[0]?.price).toBe(2);
    expect(isDisabled(buy())).toBe(false);
    await user.click(buy());

    expect(view.latest()).toMatchObject({ money: 0, shopItems: [] });
    expect(view.latest()?.consumables).toEqual([{ name: 'The Fool', type: 'Tarot', price: 2 }]);
  });

  it('puts a bought Joker only into a free slot and never sells a voucher twice', async () => {
    const jokers = ['Joker', 'Greedy Joker', 'Baron', 'Mime', 'Blueprint'].map((name) => ({
      name,
      edition: null,
      stickers: [],
    }));
    const { user, item } = await openShopWithItem(50, { jokers, vouchers: ['Overstock'] });
    await user.selectOptions(within(item()).getByLabelText('Name'), 'Cavendish');
    expect(isDisabled(within(item()).getByRole('button', { name: 'Buy Cavendish' }))).toBe(true);
    expect(item().textContent).toContain('All Joker slots are full.');

    await user.selectOptions(within(item()).getByLabelText('Type'), 'Voucher');
    await user.selectOptions(within(item()).getByLabelText('Name'), 'Overstock');
    expect(isDisabled(within(item()).getByRole('button', { name: 'Buy Overstock' }))).toBe(true);
    expect(item().textContent).toContain('You already own this voucher.');
  });

  it('finds a name by search and notes the purchase for the round', async () => {
    const { user, view, item } = await openShopWithItem(20);
    await user.click(within(item()).getByRole('button', { name: 'Search for Item 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the Joker' });
    await user.type(within(dialog).getByPlaceholderText('Search Jokers'), 'copies the ability');
    expect(within(dialog).getByRole('button', { name: 'Blueprint' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cavendish' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Blueprint' }));
    expect(view.latest()?.shopItems[0]).toMatchObject({ name: 'Blueprint', price: 10 });

    await user.click(within(item()).getByRole('button', { name: 'Buy Blueprint' }));
    expect(view.latest()).toMatchObject({ money: 10, currentRound: { purchases: ['Blueprint'] } });
  });

  it('counts rerolls, charges the reroll cost and resets', async () => {
    const { user, view } = await openShopWithItem(7);
    expect(screen.getByTestId('reroll-cost').textContent).toBe('$5');
    await user.click(screen.getByRole('button', { name: /Reroll for/ }));
    expect(view.latest()).toMatchObject({ money: 2, shopRerolls: 1 });
    expect(screen.getByTestId('shop-rerolls').textContent).toBe('1');
    expect(screen.getByTestId('reroll-cost').textContent).toBe('$6');
    expect(isDisabled(screen.getByRole('button', { name: /Reroll for/ }))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.click(screen.getByRole('button', { name: 'Reset Shop' }));
    expect(view.latest()).toMatchObject({ shopItems: [], shopRerolls: 0 });
  });
});
