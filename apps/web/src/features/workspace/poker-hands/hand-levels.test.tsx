import { MAX_HAND_LEVEL, createTrackerState } from '@jokerwise/game';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isDisabled, makeDocument, renderTab } from './testing/render-tab';

describe('Hand levels', () => {
  it('disables − at level 1 and + at level 50', async () => {
    const tracker = createTrackerState();
    const document = makeDocument({
      tracker: { ...tracker, handLevels: { ...tracker.handLevels, Flush: MAX_HAND_LEVEL } },
    });
    const { latest } = renderTab(document);
    expect(isDisabled(screen.getByRole('button', { name: 'Decrease Pair level' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Increase Flush level' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Decrease Flush level' }))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Increase Pair level' }));
    expect(latest()?.state.tracker.handLevels.Pair).toBe(2);
    expect(screen.getByLabelText('Pair level 2').textContent).toContain('Lvl 2');
    expect(isDisabled(screen.getByRole('button', { name: 'Decrease Pair level' }))).toBe(false);
  });

  it('keeps secret hands locked until unlocked', async () => {
    const { latest } = renderTab(makeDocument());
    const row = screen.getByTestId('hand-level-Flush Five');
    expect(isDisabled(within(row).getByRole('button', { name: 'Increase Flush Five level' }))).toBe(
      true,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Unlock secret hands' }));
    expect(latest()?.state.tracker.secretHandsUnlocked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Increase Flush Five level' }));
    expect(latest()?.state.tracker.handLevels['Flush Five']).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Lock secret hands' }));
    expect(isDisabled(screen.getByRole('button', { name: 'Decrease Flush Five level' }))).toBe(
      true,
    );
    expect(latest()?.state.tracker.handLevels['Flush Five']).toBe(2);
  });
});

describe('Select Card N', () => {
  it('enables Confirm only with a rank and a suit, or N/A alone', async () => {
    const { latest } = renderTab(makeDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Select Card 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Card 2' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(isDisabled(confirm)).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'A' }));
    expect(isDisabled(confirm)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: /Hearts/ }));
    expect(isDisabled(confirm)).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'N/A' }));
    expect(within(dialog).queryByRole('button', { name: /Hearts/ })).toBeNull();
    expect(isDisabled(confirm)).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'K' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Spades/ }));
    await userEvent.click(confirm);
    expect(latest()?.state.tracker.cards[1]).toEqual({ rank: 'K', suit: 'spades' });
    expect(screen.getByRole('button', { name: 'Card 2: K♠' })).toBeTruthy();
    expect(screen.getByTestId('detector-result').textContent).toContain('High Card');
  });

  it('detects the hand of the selected cards with the engine', async () => {
    const tracker = createTrackerState();
    const document = makeDocument({
      tracker: {
        ...tracker,
        cards: [
          { rank: 'K', suit: 'spades' },
          { rank: 'K', suit: 'hearts' },
          { rank: 'N/A', suit: null },
          null,
          null,
        ],
      },
    });
    renderTab(document);
    // Pair 10 chips x 2 mult, plus two Kings (10 each): 30 x 2 = 60.
    expect(screen.getByTestId('detector-result').textContent).toContain('Pair30 × 2 = 60');
  });
});
