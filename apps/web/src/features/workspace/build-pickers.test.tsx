import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isDisabled, makePlayingDocument, renderWorkspace } from './testing/render-workspace';

const FIVE_JOKERS = ['Joker', 'Greedy Joker', 'Baron', 'Mime', 'Blueprint'].map((name) => ({
  name,
  edition: null,
  stickers: [],
})) as never;

describe('the Joker picker', () => {
  it('is searchable and shows rarity, cost and effect', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument());
    await user.click(screen.getByRole('button', { name: 'Add Joker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Joker' });
    await user.type(within(dialog).getByPlaceholderText('Search Jokers'), 'blueprint');

    const option = within(dialog).getByRole('button', { name: 'Blueprint' });
    expect(option.textContent).toContain('Rare');
    expect(option.textContent).toContain('$10');
    expect(option.getAttribute('aria-describedby')).toBeTruthy();
    expect(option.textContent).toContain('Copies the ability');
    await user.click(option);

    expect(view.latest()?.jokers).toEqual([{ name: 'Blueprint', edition: null, stickers: [] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a sixth Joker at five slots, but a Negative one still fits', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({ jokers: FIVE_JOKERS }));
    expect(screen.getByTestId('joker-count').textContent).toBe('5 / 5');
    await user.click(screen.getByRole('button', { name: 'Add Joker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Joker' });

    expect(within(dialog).getByRole('status').textContent).toContain('All Joker slots are full.');
    const cavendish = () => within(dialog).getByRole('button', { name: 'Cavendish' });
    expect(isDisabled(cavendish())).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Edition'), 'negative');
    expect(isDisabled(cavendish())).toBe(false);
    await user.click(cavendish());

    expect(view.latest()?.jokers).toHaveLength(6);
    expect(view.latest()?.jokers[5]).toEqual({
      name: 'Cavendish',
      edition: 'negative',
      stickers: [],
    });
  });

  it('edits edition and stickers of an active Joker and removes it', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({ jokers: FIVE_JOKERS }));
    const baron = screen.getByRole('listitem', { name: 'Baron' });
    await user.selectOptions(within(baron).getByLabelText('Edition of Baron'), 'polychrome');
    await user.click(within(baron).getByRole('button', { name: 'Eternal' }));
    expect(view.latest()?.jokers[2]).toEqual({
      name: 'Baron',
      edition: 'polychrome',
      stickers: ['Eternal'],
    });
    await user.click(screen.getByRole('button', { name: 'Remove Baron' }));
    expect(view.latest()?.jokers.map((joker) => joker.name)).not.toContain('Baron');
  });
});

describe('the voucher picker', () => {
  it('needs the base voucher before its upgrade and never adds one twice', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument());
    await user.click(screen.getByRole('button', { name: 'Add Voucher' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a voucher' });
    await user.type(within(dialog).getByPlaceholderText('Search vouchers'), 'overstock');

    const plus = within(dialog).getByRole('button', { name: 'Overstock Plus' });
    expect(isDisabled(plus)).toBe(true);
    expect(plus.textContent).toContain('This upgraded voucher needs its base voucher first.');
    await user.click(within(dialog).getByRole('button', { name: 'Overstock' }));
    expect(view.latest()?.vouchers).toEqual(['Overstock']);

    await user.click(screen.getByRole('button', { name: 'Add Voucher' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a voucher' });
    await user.type(within(dialog).getByPlaceholderText('Search vouchers'), 'overstock');
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Overstock' }))).toBe(true);
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Overstock Plus' }))).toBe(false);
  });
});

describe('consumables', () => {
  it('lists held consumables with their total cost and removes them', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(
      makePlayingDocument({
        consumables: [
          { name: 'The Fool', type: 'Tarot', price: 3 },
          { name: 'Pluto', type: 'Planet', price: 3 },
        ],
      }),
    );
    expect(screen.getByTestId('consumables-total').textContent).toBe('$6');
    await user.click(screen.getByRole('button', { name: 'Remove The Fool' }));
    expect(view.latest()?.consumables).toEqual([{ name: 'Pluto', type: 'Planet', price: 3 }]);
    expect(screen.getByTestId('consumables-total').textContent).toBe('$3');
  });
});
