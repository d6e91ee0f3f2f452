import { RUN_TEXTS } from '@jokerwise/contracts';
import { appendRoundHistory, createRun, type RunState } from '@jokerwise/game';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePlayingDocument, renderWorkspace } from '../testing/render-workspace';

function playedRounds(): RunState {
  let run = createRun('Red Deck', 'White Stake', { money: 4, bossBlind: 'The Wall' });
  run = appendRoundHistory(run, {
    outcome: 'skipped',
    tag: 'Rare Tag',
    moneyBefore: 4,
    moneyAfter: 4,
  });
  return appendRoundHistory(
    { ...run, round: 2, blindType: 'big' },
    {
      outcome: 'played',
      moneyBefore: 4,
      moneyAfter: 13,
      purchases: ['Jupiter'],
      sales: ['Joker'],
      levelUps: [{ hand: 'Flush', level: 2 }],
    },
  );
}

const OLD_GAME = '3d0f6a52-8b1e-4c7d-9a2f-1e5b6c7d8e9f';

async function openHistory(history: RunState['history']) {
  const user = userEvent.setup();
  renderWorkspace(makePlayingDocument({ history }));
  await user.click(screen.getByRole('tab', { name: /History/ }));
}

describe('the History tab', () => {
  it('says no round is recorded yet for a run without history', async () => {
    await openHistory(undefined);
    expect(screen.getByRole('heading', { name: 'No rounds yet' })).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Rounds of this run' })).toBeNull();
  });

  it('lists every round newest first with money, outcome, purchases, sales and level-ups', async () => {
    await openHistory(playedRounds().history);
    const rounds = within(screen.getByRole('list', { name: 'Rounds of this run' })).getAllByRole(
      'listitem',
    );
    expect(rounds).toHaveLength(2);
    const [newest, oldest] = rounds.map((round) => round.textContent);
    expect(newest).toContain('Ante 1 · Big Blind');
    expect(newest).toContain('Played');
    expect(newest).toContain('$4 → $13 (+$9)');
    expect(newest).toContain('Bought: Jupiter');
    expect(newest).toContain('Sold: Joker');
    expect(newest).toContain('Levelled up: Flush to level 2');
    expect(oldest).toContain('Skipped · Rare Tag');
    expect(screen.getByRole('region', { name: 'Money per round' }).textContent).toContain(
      '$4 → $13',
    );
    expect(await screen.findByTestId('money-chart')).toHaveProperty('dataset.points', '2');
  });

  it('starts a new history and a new game (a fresh chat) on New Game', async () => {
    const user = userEvent.setup();
    const document = {
      ...makePlayingDocument({ history: playedRounds().history }),
      gameId: OLD_GAME,
    };
    const view = renderWorkspace(document);
    await user.click(screen.getByRole('tab', { name: /New/ }));
    await user.click(screen.getByRole('button', { name: 'New Game' }));
    await user.click(await screen.findByRole('button', { name: RUN_TEXTS.newGameConfirm }));
    const next = view.onChange.mock.lastCall?.[0];
    expect(next?.state.history ?? []).toEqual([]);
    expect(next?.gameId).toMatch(/^[0-9a-f-]{36}$/);
    expect(next?.gameId).not.toBe(OLD_GAME);
  });
});
