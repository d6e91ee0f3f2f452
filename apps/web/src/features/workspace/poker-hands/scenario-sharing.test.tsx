import type { ScenarioCard } from '@jokerwise/game';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeCard } from './lib/card-labels';
import { decodeScenario, encodeScenario, readScenarioHash } from './lib/scenario-codec';
import { makeDocument, renderTab } from './testing/render-tab';

const PAIR: ScenarioCard[] = [
  { rank: 'Q', suit: 'hearts', enhancement: 'glass' },
  { rank: 'Q', suit: 'clubs', seal: 'red' },
  { rank: '3', suit: 'diamonds', edition: 'foil' },
];

function jsonFile(text: string) {
  return new File([text], 'scenario.json', { type: 'application/json' });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('Scenario share link', () => {
  it('round-trips the calculator through #scenario=', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const first = renderTab(makeDocument({}, PAIR));
    await userEvent.click(screen.getByRole('button', { name: `Play ${describeCard(PAIR[0]!)}` }));
    await userEvent.click(screen.getByRole('button', { name: `Play ${describeCard(PAIR[1]!)}` }));
    const score = screen.getByTestId('calculator-score').textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Share link' }));

    const link = (screen.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement).value;
    expect(writeText).toHaveBeenCalledWith(link);
    const url = new URL(link);
    const decoded = decodeScenario(readScenarioHash(url.hash) ?? '');
    expect(decoded.ok && decoded.scenario.played).toEqual(PAIR.slice(0, 2));
    first.unmount();

    window.history.replaceState(null, '', `/jokerwise-ai${url.hash}`);
    const second = renderTab(makeDocument());
    expect(second.onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Import hand' }));
    expect(second.latest()?.hand).toEqual(PAIR);
    expect(screen.getByTestId('calculator-score').textContent).toBe(score);
    expect(window.location.hash).toBe('');
  });

  it('shows the field error of a bad link and leaves the run alone', () => {
    const bad = encodeScenario({ version: 1, played: [{ rank: 'Z' as '2', suit: 'hearts' }] });
    window.history.replaceState(null, '', `/jokerwise-ai#scenario=${bad}`);
    const { onChange } = renderTab(makeDocument());
    expect(screen.getByRole('alert').textContent).toContain("played[0].rank: Unknown rank 'Z'");
    expect(screen.queryByRole('button', { name: 'Import hand' })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Scenario JSON file', () => {
  it('shows an error for a file that is not JSON or not a scenario', async () => {
    const { onChange } = renderTab(makeDocument());
    const input = screen.getByLabelText('Scenario file');
    await userEvent.upload(input, jsonFile('{ not json'));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not JSON.');

    await userEvent.upload(
      input,
      jsonFile(JSON.stringify({ version: 1, played: [], held: [{ rank: 'A', suit: 'stars' }] })),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      "held[0].suit: Unknown suit 'stars'",
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('loads the cards and asks before using the file’s Jokers', async () => {
    const { latest } = renderTab(makeDocument());
    const scenario = {
      version: 1,
      played: [PAIR[0]],
      held: [PAIR[2]],
      jokers: [{ name: 'Cavendish' }],
    };
    await userEvent.upload(
      screen.getByLabelText('Scenario file'),
      jsonFile(JSON.stringify(scenario)),
    );

    const dialog = await screen.findByRole('dialog', {
      name: "Use the scenario's Jokers?",
    });
    expect(latest()?.hand).toEqual([PAIR[0], PAIR[2]]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use these Jokers' }));
    expect(screen.getByRole('list', { name: 'Joker order' }).textContent).toContain('Cavendish');
    expect(latest()?.state.jokers).toEqual([]);
    expect(screen.getByTestId('calculator-hand').textContent).toBe('High Card');
  });
});
