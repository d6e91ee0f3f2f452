import { describe, expect, it } from 'vitest';
import {
  addJoker,
  appendRoundHistory,
  createInitialRunState,
  createRun,
  setSecretHandsUnlocked,
} from '../../src';
import { applySaveImport } from '../../src/save/apply-import';
import { importBuilt, jokerCard } from './save-builder';

// Importing again during a run updates that run in place; what only the
// workspace knows (the tracker's picked cards, secret hands unlocked for editing) stays.

function runWithTracker() {
  const run = createRun('Blue Deck', 'Red Stake');
  const withJoker = addJoker(run, { name: 'Mime' });
  if (!withJoker.ok) throw new Error(withJoker.code);
  const cards = withJoker.value.tracker.cards.map((card, slot) =>
    slot === 0 ? { rank: 'A' as const, suit: 'spades' as const } : card,
  );
  const withCard = { ...withJoker.value, tracker: { ...withJoker.value.tracker, cards } };
  return setSecretHandsUnlocked(withCard, true);
}

describe('re-importing during a run', () => {
  it('takes everything the save holds and keeps the tracker cards', () => {
    const current = runWithTracker();
    const imported = importBuilt({ jokers: [jokerCard('j_blueprint')], dollars: 31 });
    const next = applySaveImport(current, imported);
    const { history, ...rest } = next;
    expect(rest).toEqual({
      ...imported.state,
      tracker: {
        ...imported.state.tracker,
        cards: current.tracker.cards,
        secretHandsUnlocked: true,
      },
    });
    expect(history).toHaveLength(1);
    expect(next.jokers.map((joker) => joker.name)).toEqual(['Blueprint']);
    expect(next.money).toBe(31);
  });

  it("writes an 'Imported from save' history entry after the run's earlier rounds", () => {
    const played = appendRoundHistory(runWithTracker(), {
      outcome: 'played',
      moneyBefore: 4,
      moneyAfter: 12,
    });
    const imported = importBuilt({
      dollars: 31,
      ante: 2,
      hands: { Flush: { level: 3, played: 2, played_this_round: 0 } },
    });
    const history = applySaveImport(played, imported).history ?? [];
    expect(history.map((entry) => entry.outcome)).toEqual(['played', 'imported']);
    expect(history[1]).toMatchObject({
      ante: 2,
      blindType: 'small',
      outcome: 'imported',
      moneyBefore: played.money,
      moneyAfter: 31,
      levelUps: [{ hand: 'Flush', level: 3 }],
    });
  });

  it('starts the history with the import when the run is imported from the setup screen', () => {
    const setup = createInitialRunState();
    const history = applySaveImport(setup, importBuilt({ dollars: 9 })).history ?? [];
    expect(history).toEqual([
      expect.objectContaining({ outcome: 'imported', moneyBefore: 9, moneyAfter: 9, levelUps: [] }),
    ]);
  });

  it('does not change the run it was given', () => {
    const current = runWithTracker();
    const snapshot: unknown = JSON.parse(JSON.stringify(current));
    applySaveImport(current, importBuilt());
    expect(current).toEqual(snapshot);
  });
});
