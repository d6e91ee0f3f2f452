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
    expect((screen.getByLabelText('Pair level') as HTMLInputElement).value).toBe('2');
    expect(isDisabled(screen.getByRole('button', { name: 'Decrease Pair level' }))).toBe(false);
  });

  it('takes a typed level, and names the bounds for one out of range', async () => {
    const { latest } = renderTab(makeDocument());
    const user = userEvent.setup();
    const field = screen.getByLabelText('Flush level') as HTMLInputElement;
    await user.clear(field);
    expect(screen.getByRole('alert').textContent).toBe('Flush: Type a whole number from 1 to 50.');
    await user.type(field, '12');
    expect(latest()?.state.tracker.handLevels.Flush).toBe(12);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(field, '3');
    expect(field.value).toBe('123');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('from 1 to 50');
    expect(latest()?.state.tracker.handLevels.Flush).toBe(12);

    await user.tab();
    expect(field.value).toBe('12');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Flush Five level') as HTMLInputElement).disabled).toBe(true);
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

describe('Hand detector', () => {
  it('names the hand of the cards played from the calculator’s hand', async () => {
    const document = makeDocument({}, [
      { rank: 'K', suit: 'spades' },
      { rank: '4', suit: 'clubs' },
      { rank: 'K', suit: 'hearts' },
    ]);
    renderTab(document);
    const detector = screen.getByTestId('detector-result');
    expect(detector.textContent).toContain('Tap up to five cards in your hand');

    await userEvent.click(screen.getByRole('button', { name: 'Play K of Spades' }));
    expect(detector.textContent).toContain('High Card');
    await userEvent.click(screen.getByRole('button', { name: 'Play K of Hearts' }));
    // Pair 10 chips x 2 mult, plus two Kings (10 each): 30 x 2 = 60.
    expect(detector.textContent).toContain('Pair30 × 2 = 60');
    expect(
      within(screen.getByRole('list', { name: 'Played cards' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['K of Spades', 'K of Hearts']);
    // The calculator scores the same two cards: one hand, not two.
    expect(screen.getByTestId('calculator-hand').textContent).toBe('Pair');
  });

  it('has no card entry of its own', () => {
    renderTab(makeDocument());
    expect(screen.queryByRole('button', { name: /Select Card/ })).toBeNull();
    expect(screen.getByTestId('detector-result').textContent).toContain(
      'Enter your hand in the calculator',
    );
  });
});
