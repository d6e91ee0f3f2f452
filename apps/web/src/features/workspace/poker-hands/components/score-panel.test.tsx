import { scoreHand } from '@jokerwise/game';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScorePanel } from './score-panel';

describe('ScorePanel', () => {
  it('shows a score past the double range as the game does: naneinf', () => {
    // Two Holograms at X1e200: mult and score overflow (packages/game/src/scoring/overflow.ts).
    const outcome = scoreHand({
      version: 1,
      played: [{ rank: 'A', suit: 'spades' }],
      jokers: [
        { name: 'Hologram', state: { xmult: 1e200 } },
        { name: 'Hologram', state: { xmult: 1e200 } },
      ],
    });
    if (!outcome.ok) throw new Error(outcome.code);
    render(
      <ScorePanel
        result={outcome.value}
        target={300}
        beatsBlind={true}
        luck="none"
        onLuckChange={() => undefined}
      />,
    );
    expect(screen.getByTestId('calculator-chips').textContent).toBe('16');
    expect(screen.getByTestId('calculator-mult').textContent).toBe('naneinf');
    expect(screen.getByTestId('calculator-score').textContent).toBe('naneinf');
    expect(screen.getByTestId('score-log').textContent).toContain('16 × naneinf');
  });
});
