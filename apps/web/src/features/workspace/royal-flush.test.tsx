import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDocument, renderTab } from './poker-hands/testing/render-tab';

// A Straight Flush of A K Q J 10 is named Royal Flush, as the game names it.

describe('the hand detector', () => {
  it('names A K Q J 10 of one suit a Royal Flush, and K Q J 10 9 a Straight Flush', async () => {
    const ranks = ['A', 'K', 'Q', 'J', '10', '9'] as const;
    renderTab(
      makeDocument(
        {},
        ranks.map((rank) => ({ rank, suit: 'spades' as const })),
      ),
    );
    const user = userEvent.setup();
    for (const rank of ranks.slice(0, 5)) {
      await user.click(screen.getByRole('button', { name: `Play ${rank} of Spades` }));
    }
    const detector = screen.getByTestId('detector-result');
    expect(detector.textContent).toContain('Royal Flush');

    await user.click(screen.getByRole('button', { name: 'Play A of Spades' }));
    await user.click(screen.getByRole('button', { name: 'Play 9 of Spades' }));
    expect(detector.textContent).toContain('Straight Flush');
    expect(detector.textContent).not.toContain('Royal');
  });
});
