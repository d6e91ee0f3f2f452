import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createInitialDocument } from './lib/document';
import { renderWorkspace } from './testing/render-workspace';

describe('the setup wizard', () => {
  it('goes initial → deck → stake → money → boss → playing, with no tab bar until playing', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(createInitialDocument());
    expect(screen.queryByRole('tablist')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'The Journey Begins' }));

    const decks = screen.getByRole('list', { name: 'Decks' });
    expect(decks.querySelectorAll('button')).toHaveLength(15);
    await user.click(screen.getByRole('button', { name: 'Yellow Deck' }));
    expect(screen.getByRole('list', { name: 'Stakes' }).querySelectorAll('button')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Gold Stake' }));

    // Yellow Deck starts with $14; money is clamped to 1-100 (docs/product/workspace.md).
    const money = screen.getByRole('spinbutton', { name: 'Starting money' }) as HTMLInputElement;
    expect(money.value).toBe('14');
    await user.clear(money);
    await user.type(money, '500');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(view.latest()).toMatchObject({ stage: 'boss-setup', money: 100 });

    expect(screen.queryByRole('button', { name: 'The Ox' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'The Hook' }));
    expect(view.latest()).toMatchObject({
      stage: 'playing',
      deck: 'Yellow Deck',
      stake: 'Gold Stake',
      bossBlind: 'The Hook',
      money: 100,
    });
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Current Build/ })).toBeTruthy();
  });

  it('has a Back button on every step after the first', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(createInitialDocument());
    await user.click(screen.getByRole('button', { name: 'The Journey Begins' }));
    await user.click(screen.getByRole('button', { name: 'Red Deck' }));
    await user.click(screen.getByRole('button', { name: 'White Stake' }));
    expect(view.latest()?.stage).toBe('money-setup');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.latest()?.stage).toBe('stake-setup');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.latest()?.stage).toBe('deck-setup');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'The Journey Begins' })).toBeTruthy();
  });

  it('a blank starting money falls back to the deck money', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(createInitialDocument());
    await user.click(screen.getByRole('button', { name: 'The Journey Begins' }));
    await user.click(screen.getByRole('button', { name: 'Red Deck' }));
    await user.click(screen.getByRole('button', { name: 'White Stake' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Starting money' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(view.latest()?.money).toBe(4);
  });
});

describe('the load-game wizard', () => {
  async function loadUpToMoney(round: 'Small Blind' | 'Boss Blind') {
    const user = userEvent.setup();
    const view = renderWorkspace(createInitialDocument());
    await user.click(screen.getByRole('button', { name: 'Load Game' }));
    await user.click(screen.getByRole('button', { name: 'Blue Deck' }));
    await user.click(screen.getByRole('button', { name: 'Green Stake' }));
    expect(screen.getByRole('list', { name: 'Antes' }).querySelectorAll('button')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Ante 8' }));
    await user.click(screen.getByRole('button', { name: round }));
    return { user, view };
  }

  it('skips the boss step for a Small round; Cancel returns to the start', async () => {
    const { user, view } = await loadUpToMoney('Small Blind');
    const money = screen.getByRole('spinbutton', { name: 'Current money' });
    await user.clear(money);
    await user.type(money, '1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(view.latest()).toMatchObject({ stage: 'load-game-confirm' });
    const summary = screen.getByTestId('load-summary').textContent;
    for (const text of ['Blue Deck', 'Green Stake', '8', 'Small Blind', '$999', '0 / 5', 'None']) {
      expect(summary).toContain(text);
    }
    expect(screen.getByRole('button', { name: 'Load This Game State' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(view.latest()).toMatchObject({ stage: 'initial', loadDraft: null });
  });

  it('asks for the boss of a Boss round (showdown bosses on ante 8) and loads the game', async () => {
    const { user, view } = await loadUpToMoney('Boss Blind');
    await user.clear(screen.getByRole('spinbutton', { name: 'Current money' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Current money' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('button', { name: 'The Hook' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Violet Vessel' }));
    expect(screen.getByTestId('load-summary').textContent).toContain('Violet Vessel');

    await user.click(screen.getByRole('button', { name: 'Load This Game State' }));
    expect(view.latest()).toMatchObject({
      stage: 'playing',
      ante: 8,
      round: 3,
      blindType: 'boss',
      money: 0,
      bossBlind: 'Violet Vessel',
    });
  });
});
