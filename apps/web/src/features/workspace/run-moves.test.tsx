import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JokerEntry, JokerName } from '@jokerwise/game';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isDisabled, makePlayingDocument, renderWorkspace } from './testing/render-workspace';

const joker = (name: JokerName): JokerEntry => ({ name, edition: null, stickers: [] });

describe('Skip Blind', () => {
  it('takes the Tag the player picks and records the skipped round', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({ money: 6 }));
    await user.click(screen.getByRole('button', { name: /Skip Blind/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip the Small Blind' });
    // Tags from ante 2 on are shown but cannot be taken on ante 1 (facts: tags.minAnte).
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Negative Tag' }))).toBe(true);
    await user.type(within(dialog).getByPlaceholderText('Search Tags'), 'investment');
    await user.click(within(dialog).getByRole('button', { name: 'Investment Tag' }));

    expect(view.latest()).toMatchObject({ round: 2, blindType: 'big', tags: ['Investment Tag'] });
    expect(view.latest()?.history).toMatchObject([{ outcome: 'skipped', tag: 'Investment Tag' }]);
    expect(await screen.findByText('Skipped the Small Blind, took Investment Tag')).toBeTruthy();
  });

  it('shows the Tag a save showed under the blind, and offers it first when skipping', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(
      makePlayingDocument({ blindTags: { small: 'Investment Tag', big: 'Rare Tag' } }),
    );
    expect(screen.getByTestId('offered-tag').textContent).toBe(
      'Skip for Investment Tag: Pays $25 after the next Boss Blind is defeated.',
    );
    await user.click(screen.getByRole('button', { name: /Skip Blind/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip the Small Blind' });
    expect(within(dialog).getByText(/Your game offers the Investment Tag/)).toBeTruthy();
    const [first] = within(dialog).getAllByRole('button', { name: /Tag$/ });
    expect(first?.textContent).toContain('Investment TagOn offer');
    await user.click(within(dialog).getByRole('button', { name: 'Investment Tag' }));

    // The Small Blind's Tag is taken; the Big Blind's is the one on offer now.
    expect(view.latest()).toMatchObject({ tags: ['Investment Tag'], blindTags: { small: null } });
    expect(screen.getByTestId('offered-tag').textContent).toMatch(/^Skip for Rare Tag: /);
  });

  it('lets a player recording by hand add the Tag on offer, change it and clear it', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({}, { round: 2 }));
    expect(screen.queryByTestId('offered-tag')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add the Tag on offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag on offer for the Big Blind' });
    // Negative Tag is offered from ante 2 (facts: tags.minAnte).
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Negative Tag' }))).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Investment Tag' }));
    expect(view.latest()?.blindTags).toEqual({ small: null, big: 'Investment Tag' });
    expect(screen.getByTestId('offered-tag').textContent).toBe(
      'Skip for Investment Tag: Pays $25 after the next Boss Blind is defeated.',
    );

    await user.click(screen.getByRole('button', { name: 'Change the Tag on offer' }));
    const change = await screen.findByRole('dialog', { name: 'Tag on offer for the Big Blind' });
    const [first] = within(change).getAllByRole('button', { name: /Tag$/ });
    expect(first?.textContent).toContain('Investment TagOn offer');
    await user.click(within(change).getByRole('button', { name: 'Clear the Tag on offer' }));
    expect(view.latest()?.blindTags).toEqual({ small: null, big: null });
    expect(screen.getByRole('button', { name: 'Add the Tag on offer' })).toBeTruthy();
  });

  it('offers no Tag to add once a hand of the blind has scored', () => {
    renderWorkspace(makePlayingDocument({ currentScore: 120 }, { round: 2 }));
    expect(screen.queryByRole('button', { name: 'Add the Tag on offer' })).toBeNull();
  });

  it('is not offered on a Boss Blind', () => {
    renderWorkspace(makePlayingDocument({}, { round: 3, bossBlind: 'The Hook' }));
    expect(isDisabled(screen.getByRole('button', { name: /Skip Blind/ }))).toBe(true);
  });
});

describe('Tags held', () => {
  it('says when each is used, uses the shop and round Tags at Next Round, and marks one used', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(
      makePlayingDocument({ tags: ['Rare Tag', 'Foil Tag', 'Juggle Tag'] }),
    );
    const held = screen.getByRole('list', { name: 'Tags held' });
    expect(
      within(held)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Rare Tag · next shop',
      'Foil Tag · next base-edition shop Joker',
      'Juggle Tag · next blind played',
    ]);
    // Juggle Tag is used as this blind is played: +3 hand size.
    expect(screen.getByTestId('blind-status').textContent).toContain('hand size 11');

    await user.click(screen.getByRole('button', { name: /Next Round/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(view.latest()?.tags).toEqual(['Foil Tag']);

    await user.click(screen.getByRole('button', { name: 'Mark Foil Tag used' }));
    expect(view.latest()?.tags).toEqual([]);
    expect(await screen.findByText('Used Foil Tag')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tags held' })).toBeNull();
  });
});

describe('selling and using', () => {
  it('sells a Joker for its sell value and notes the sale for the round', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({ money: 4, jokers: [joker('Blueprint')] }));
    await user.click(screen.getByRole('button', { name: 'Sell Blueprint for $5' }));
    expect(view.latest()).toMatchObject({ money: 9, jokers: [] });
    expect(view.latest()?.currentRound).toMatchObject({ moneyBefore: 4, sales: ['Blueprint'] });
  });

  it('cannot sell an Eternal Joker', () => {
    renderWorkspace(
      makePlayingDocument({ jokers: [{ name: 'Joker', edition: null, stickers: ['Eternal'] }] }),
    );
    expect(isDisabled(screen.getByRole('button', { name: /Sell Joker/ }))).toBe(true);
  });

  it('uses a Planet: its hand goes up a level and the log says so', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(
      makePlayingDocument({ consumables: [{ name: 'Jupiter', type: 'Planet', price: 3 }] }),
    );
    await user.click(screen.getByRole('button', { name: 'Use Jupiter' }));
    expect(view.latest()?.tracker.handLevels.Flush).toBe(2);
    expect(view.latest()?.consumables).toEqual([]);
    expect(view.latest()?.currentRound?.levelUps).toEqual([{ hand: 'Flush', level: 2 }]);
    expect(await screen.findByText('Used Jupiter: Flush to level 2')).toBeTruthy();
  });

  it('sells a consumable and adds one gained for free', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(
      makePlayingDocument({
        money: 2,
        consumables: [{ name: 'The Fool', type: 'Tarot', price: 3 }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Sell The Fool for $1' }));
    expect(view.latest()).toMatchObject({ money: 3, consumables: [] });

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a consumable' });
    await user.type(within(dialog).getByPlaceholderText('Search consumables'), 'black hole');
    await user.click(within(dialog).getByRole('button', { name: 'Black Hole' }));
    expect(view.latest()?.consumables).toEqual([
      { name: 'Black Hole', type: 'Spectral', price: 0 },
    ]);
  });
});

describe('opening a Booster Pack', () => {
  it('searches its contents and uses the Planet taken', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(
      makePlayingDocument({
        consumables: [{ name: 'Celestial Pack', type: 'Booster Pack', price: 4 }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Open Celestial Pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open Celestial Pack' });
    await user.type(within(dialog).getByRole('searchbox'), 'flush');
    await user.click(within(dialog).getByRole('button', { name: 'Jupiter' }));

    expect(view.latest()?.consumables).toEqual([]);
    expect(view.latest()?.tracker.handLevels.Flush).toBe(2);
    expect(
      await screen.findByText('Opened Celestial Pack; Used Jupiter: Flush to level 2'),
    ).toBeTruthy();
  });
});

describe('the current blind', () => {
  it('counts a played hand and a discard against the boss limits', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({}, { round: 3, bossBlind: 'The Water' }));
    expect(screen.getByTestId('blind-status').textContent).toContain('4 hands · 0 discards');
    expect(isDisabled(screen.getByRole('button', { name: 'Discard' }))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Hand played' }));
    expect(screen.getByRole('alert').textContent).toContain('Enter the score the hand made.');
    await user.type(screen.getByLabelText('Hand score'), '1200{Enter}');
    expect(view.latest()).toMatchObject({ currentScore: 1200, hands: 3 });
    expect(screen.getByTestId('blind-score').textContent).toBe('1,200');
  });

  it('stops taking hands once the blind is beaten and says to cash out', async () => {
    const user = userEvent.setup();
    renderWorkspace(makePlayingDocument({})); // Small Blind, target 300
    expect(screen.queryByTestId('blind-outcome')).toBeNull();
    await user.type(screen.getByLabelText('Hand score'), '300{Enter}');
    expect(screen.getByTestId('blind-outcome').textContent).toBe(
      'Blind beaten: the game ends the round here. Press Next Round to cash out.',
    );
    expect(isDisabled(screen.getByRole('button', { name: 'Hand played' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Discard' }))).toBe(true);
    expect(isDisabled(screen.getByLabelText('Hand score'))).toBe(true);
  });

  it('says when the last hand loses the run, and when Mr. Bones saves it', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({ jokers: [joker('Mr. Bones')] }));
    for (const score of ['10', '10', '10', '44']) {
      await user.type(screen.getByLabelText('Hand score'), `${score}{Enter}`);
    }
    // 74 of 300: below the quarter Mr. Bones needs.
    expect(screen.getByTestId('blind-outcome').textContent).toBe(
      'Out of hands below the target: in the game the run ends here. If a score was entered wrong, Undo it.',
    );
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    await user.type(screen.getByLabelText('Hand score'), '45{Enter}');
    expect(screen.getByTestId('blind-outcome').textContent).toContain(
      'Mr. Bones saves the round (you scored at least 25% of the target) and is destroyed.',
    );
    await user.click(screen.getByRole('button', { name: /Next Round/ }));
    expect(view.latest()).toMatchObject({ round: 2, jokers: [] });
  });
});

describe('Joker order', () => {
  it('moves Jokers with the buttons and by dragging, the order the calculator scores in', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(
      makePlayingDocument({ jokers: [joker('Blueprint'), joker('Baron'), joker('Mime')] }),
    );
    expect(isDisabled(screen.getByRole('button', { name: 'Move Blueprint left' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move Blueprint right' }));
    expect(view.latest()?.jokers.map((entry) => entry.name)).toEqual([
      'Baron',
      'Blueprint',
      'Mime',
    ]);

    const slots = screen.getByRole('list', { name: 'Active Jokers' });
    fireEvent.dragStart(within(slots).getByRole('listitem', { name: 'Mime' }), {
      dataTransfer: { effectAllowed: '' },
    });
    fireEvent.drop(within(slots).getByRole('listitem', { name: 'Baron' }));
    expect(view.latest()?.jokers.map((entry) => entry.name)).toEqual([
      'Mime',
      'Baron',
      'Blueprint',
    ]);

    await user.click(screen.getByRole('tab', { name: /Poker Hands/ }));
    const order = screen.getByRole('list', { name: 'Joker order' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Mime'),
      expect.stringContaining('Baron'),
      expect.stringContaining('Blueprint'),
    ]);
  });
});

describe('undo and redo', () => {
  it('undoes Next Round with a toast and Ctrl+Z, and redoes it with Ctrl+Shift+Z', async () => {
    const user = userEvent.setup();
    const start = makePlayingDocument({ money: 9 });
    const view = renderWorkspace(start);
    await user.click(screen.getByRole('button', { name: /Next Round/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Money' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo.title).toBe('Undo Next Round (Ctrl+Z)');
    await user.click(undo);
    expect(view.latest()).toEqual(start.state);
    expect(await screen.findByText('Undone: Next Round')).toBeTruthy();

    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(view.latest()).toMatchObject({ round: 2 });
    await user.keyboard('{Control>}z{/Control}');
    expect(view.latest()).toEqual(start.state);
  });

  it('undoes a level change made in the Poker Hands tab and writes it to the round', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument());
    await user.click(screen.getByRole('tab', { name: /Poker Hands/ }));
    await user.click(screen.getByRole('button', { name: 'Increase Flush level' }));
    expect(view.latest()?.tracker.handLevels.Flush).toBe(2);
    expect(view.latest()?.currentRound?.levelUps).toEqual([{ hand: 'Flush', level: 2 }]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(view.latest()?.tracker.handLevels.Flush).toBe(1);
    expect(await screen.findByText('Undone: Level Change')).toBeTruthy();
  });

  it('leaves Ctrl+Z to a field being typed in', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({ jokers: [joker('Joker')] }));
    await user.click(screen.getByRole('button', { name: /Sell Joker/ }));
    await user.click(screen.getByLabelText('Hand score'));
    await user.keyboard('{Control>}z{/Control}');
    expect(view.latest()?.jokers).toEqual([]);
    await user.click(document.body);
    await user.keyboard('{Meta>}z{/Meta}');
    expect(view.latest()?.jokers.map((entry) => entry.name)).toEqual(['Joker']);
  });
});

describe('Load Game while playing', () => {
  it('asks first, and Cancel in the wizard returns to the running game', async () => {
    const user = userEvent.setup();
    const start = makePlayingDocument({ money: 23, jokers: [joker('Baron')] });
    const view = renderWorkspace(start);
    await user.click(screen.getByRole('tab', { name: /New Game/ }));
    await user.click(screen.getByRole('button', { name: 'Load Game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load another game?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(view.onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Load Game' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Load a Game' }));
    await user.click(await screen.findByRole('button', { name: /Blue Deck/ }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(view.latest()?.stage).toBe('load-game-deck');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(view.latest()).toEqual({ ...start.state, loadDraft: null });
    expect(await screen.findByRole('tab', { name: /Current Build/ })).toBeTruthy();
  });
});
