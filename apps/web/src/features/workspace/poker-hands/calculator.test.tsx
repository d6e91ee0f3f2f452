import {
  createRun,
  findBestPlay,
  scoreHand,
  type CalculatorScenario,
  type ScenarioCard,
} from '@jokerwise/game';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import foilHoloPolyText from '../../../../../../packages/game/test/fixtures/scenarios/edition-foil-holo-poly.json?raw';
import levelFlushText from '../../../../../../packages/game/test/fixtures/scenarios/level-flush-3.json?raw';
import { buildScenario } from './lib/build-scenario';
import { describeCard } from './lib/card-labels';
import { formatNumber } from './lib/format';
import { makeDocument, renderTab } from './testing/render-tab';

interface Fixture {
  input: CalculatorScenario;
  expected: { hand: string; chips: number; mult: number; score: number };
}

const KINGS_AND_JUNK: ScenarioCard[] = [
  { rank: '2', suit: 'clubs' },
  { rank: 'K', suit: 'spades' },
  { rank: '7', suit: 'diamonds' },
  { rank: 'K', suit: 'hearts' },
  { rank: '4', suit: 'spades' },
];

async function playAll(cards: readonly ScenarioCard[]) {
  for (const card of cards) {
    await userEvent.click(screen.getByRole('button', { name: `Play ${describeCard(card)}` }));
  }
}

describe('Hand calculator', () => {
  it('shows a helpful empty state with no cards in hand', () => {
    renderTab(makeDocument());
    expect(screen.getByText('No cards in hand yet')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Best play' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it.each([
    ['edition-foil-holo-poly', foilHoloPolyText],
    ['level-flush-3', levelFlushText],
  ])('shows the engine score for fixture %s', async (_name, text) => {
    const fixture = JSON.parse(text) as Fixture;
    const played = fixture.input.played;
    const document = makeDocument({}, [...played, ...(fixture.input.held ?? [])]);
    const levels = { ...document.state.tracker.handLevels, ...fixture.input.handLevels };
    const withLevels = {
      ...document,
      state: { ...document.state, tracker: { ...document.state.tracker, handLevels: levels } },
    };
    renderTab(withLevels);
    await playAll(played);

    const scenario = buildScenario({
      document: withLevels,
      played: played.map((_, i) => i),
      jokers: [],
      luck: 'none',
    });
    const outcome = scoreHand(scenario, { ante: 1 });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.value.score).toBe(fixture.expected.score);
    expect(screen.getByTestId('calculator-hand').textContent).toBe(fixture.expected.hand);
    expect(screen.getByTestId('calculator-chips').textContent).toBe(
      formatNumber(outcome.value.chips),
    );
    expect(screen.getByTestId('calculator-mult').textContent).toBe(
      formatNumber(outcome.value.mult),
    );
    expect(screen.getByTestId('calculator-score').textContent).toBe(
      formatNumber(fixture.expected.score),
    );
    expect(within(screen.getByTestId('score-log')).getAllByRole('listitem')).toHaveLength(
      outcome.value.log.length,
    );
  });

  it('highlights the cards of the best play', async () => {
    const document = makeDocument({}, KINGS_AND_JUNK);
    renderTab(document);
    await userEvent.click(screen.getByRole('button', { name: 'Best play' }));

    const outcome = findBestPlay(buildScenario({ document, played: [], jokers: [], luck: 'none' }));
    if (!outcome.ok) throw new Error(outcome.message);
    const best = outcome.value.best.cards;
    expect(best).toContain(1);
    expect(best).toContain(3);
    KINGS_AND_JUNK.forEach((card, index) => {
      const highlighted = best.includes(index);
      const name = `Play ${describeCard(card)}${highlighted ? ' (best play)' : ''}`;
      expect(screen.getByRole('button', { name })).toBeTruthy();
    });
    expect(screen.getByTestId('best-play').textContent).toContain('Pair');

    await userEvent.click(screen.getByRole('button', { name: 'Play these cards' }));
    expect(screen.getByTestId('calculator-score').textContent).toBe(
      formatNumber(outcome.value.best.result.score),
    );
  });

  it('reorders the run’s Jokers with the move buttons', async () => {
    const run = createRun('Red Deck', 'White Stake', { stage: 'playing' });
    const document = makeDocument({
      jokers: [
        { name: 'Joker', edition: null, stickers: [] },
        { name: 'Cavendish', edition: 'foil', stickers: [] },
      ],
      jokerSlots: run.jokerSlots,
    });
    const { latest } = renderTab(document);
    expect(
      (screen.getByRole('button', { name: 'Move Joker left' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move Joker right' }));
    expect(latest()?.state.jokers.map((joker) => joker.name)).toEqual(['Cavendish', 'Joker']);
  });
});

describe('Card picker', () => {
  it('adds an enhanced card with the keyboard alone', async () => {
    const { latest } = renderTab(makeDocument());
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Add card' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    within(dialog).getByRole('button', { name: 'Q' }).focus();
    await user.keyboard(' ');
    within(dialog).getByRole('button', { name: 'Diamonds' }).focus();
    await user.keyboard(' ');
    within(dialog).getByLabelText('Enhancement').focus();
    await user.selectOptions(within(dialog).getByLabelText('Enhancement'), 'lucky');
    await user.selectOptions(within(dialog).getByLabelText('Seal'), 'gold');
    within(dialog).getByRole('button', { name: 'Add card' }).focus();
    await user.keyboard('{Enter}');

    expect(latest()?.hand).toEqual([
      { rank: 'Q', suit: 'diamonds', enhancement: 'lucky', seal: 'gold' },
    ]);
    const card = screen.getByRole('button', { name: 'Play Lucky Q of Diamonds, Gold Seal' });
    card.focus();
    await user.keyboard(' ');
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('calculator-hand').textContent).toBe('High Card');
  });
});
