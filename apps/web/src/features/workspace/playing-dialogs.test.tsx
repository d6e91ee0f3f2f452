import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isDisabled, makePlayingDocument, renderWorkspace } from './testing/render-workspace';

describe('Update Money', () => {
  it('asks for the money after the round just played; a non-numeric entry becomes 0', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument({ money: 9 }));
    await user.click(screen.getByRole('button', { name: /Next Round/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Update Money' });
    expect(dialog.textContent).toContain('Enter your current money after Round 1');
    const input = within(dialog).getByPlaceholderText('Enter money amount');
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Update Money' }))).toBe(false);
    await user.type(input, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Update Money' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.latest()?.money).toBe(0);
    expect(view.latest()?.prompt).toBeNull();
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
