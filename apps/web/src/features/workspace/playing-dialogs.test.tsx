import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isDisabled, makePlayingDocument, renderWorkspace } from './testing/render-workspace';

describe('Update Money', () => {
  it('opens filled with the money the round pays, each part shown; Enter accepts it', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({ money: 9 }));
    await user.click(screen.getByRole('button', { name: /Next Round/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Update Money' });
    expect(dialog.textContent).toContain('Enter your current money after Round 1');
    // Red Deck, Small Blind: $9 + $3 reward + $1 interest + 4 unused hands at $1.
    const breakdown = within(dialog).getByLabelText('Money after the round');
    expect(breakdown.textContent).toContain('Blind reward+$3');
    expect(breakdown.textContent).toContain('Interest+$1');
    expect(breakdown.textContent).toContain('Unused hands+$4');
    const input = within(dialog).getByLabelText('Money') as HTMLInputElement;
    expect(input.value).toBe('17');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.latest()).toMatchObject({ money: 17, prompt: null });
    expect(view.latest()?.history?.at(-1)).toMatchObject({ moneyBefore: 9, moneyAfter: 17 });
  });

  it('adjusts by $1 and $5 and refuses an empty field instead of reading it as $0', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({ money: 9 }));
    await user.click(screen.getByRole('button', { name: /Next Round/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Money' });
    const input = within(dialog).getByLabelText('Money') as HTMLInputElement;
    await user.click(within(dialog).getByRole('button', { name: '+$5' }));
    await user.click(within(dialog).getByRole('button', { name: '−$1' }));
    expect(input.value).toBe('21');

    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Update Money' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('an empty field is not $0');
    expect(view.latest()?.money).toBe(9);

    await user.type(input, '21{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.latest()?.money).toBe(21);
  });

  it('counts an Investment Tag held after the Boss Blind', async () => {
    const user = userEvent.setup();
    renderWorkspace(
      makePlayingDocument(
        { money: 0, hands: 0, tags: ['Investment Tag'] },
        { round: 3, bossBlind: 'The Hook' },
      ),
    );
    await user.click(screen.getByRole('button', { name: /Next Round/ }));
    const boss = await screen.findByRole('dialog', { name: 'Select Boss Blind' });
    await user.click(within(boss).getByRole('button', { name: 'The Wall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Money' });
    const breakdown = within(dialog).getByLabelText('Money after the round');
    // $0 + $5 boss reward + $25 Investment Tag; no hands left.
    expect(breakdown.textContent).toContain('Investment Tag+$25');
    expect(within(dialog).getByTestId('round-money-total').textContent).toBe('$30');
  });

  it('Cancel keeps the money and closes the prompt', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({ money: 9 }));
    await user.click(screen.getByRole('button', { name: /Next Round/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Money' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.latest()).toMatchObject({ money: 9, prompt: null, round: 2 });
  });
});

describe('Select Boss Blind', () => {
  it('opens when a new ante starts and lists only the bosses of that ante', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({}, { round: 3, bossBlind: 'The Hook' }));
    await user.click(screen.getByRole('button', { name: /Next Round/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Select Boss Blind' });
    expect(dialog.textContent).toContain('Select Boss Blind for the current ante (ante 2).');
    expect(isDisabled(within(dialog).getByRole('button', { name: 'The Wall' }))).toBe(false);
    // The Ox appears from ante 6, the showdown bosses only on ante 8 (facts: bossBlinds).
    expect(within(dialog).queryByRole('button', { name: 'The Ox' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Violet Vessel' })).toBeNull();

    await user.type(within(dialog).getByPlaceholderText('Search boss blinds'), 'wall');
    expect(within(dialog).getAllByRole('button', { pressed: false })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'The Wall' }));

    expect(view.latest()).toMatchObject({ ante: 2, bossBlind: 'The Wall', isShopOpen: true });
    const money = await screen.findByRole('dialog', { name: 'Update Money' });
    expect(money.textContent).toContain('Enter your current money after Round 3');
  });
});

describe('Confirm New Game', () => {
  it('Cancel keeps the run; Yes, Start New Game resets it and the stored tracker', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('pokerHandTracker', '{}');
    const view = renderWorkspace(makePlayingDocument({ money: 30 }));
    await user.click(screen.getByRole('tab', { name: /New Game/ }));
    await user.click(screen.getByRole('button', { name: 'New Game' }));

    let dialog = await screen.findByRole('dialog', { name: 'Start a new game?' });
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Yes, Start New Game' }))).toBe(
      false,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'New Game' }));
    dialog = await screen.findByRole('dialog', { name: 'Start a new game?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Start New Game' }));

    expect(view.latest()).toMatchObject({ stage: 'initial', money: 4, jokers: [] });
    expect(window.sessionStorage.getItem('pokerHandTracker')).toBeNull();
    expect(await screen.findByRole('button', { name: 'The Journey Begins' })).toBeTruthy();
  });
});
