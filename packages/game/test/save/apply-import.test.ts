import { describe, expect, it } from 'vitest';
import { addJoker, createRun, setSecretHandsUnlocked, setTrackerCard } from '../../src';
import { applySaveImport } from '../../src/save';
import { importBuilt, jokerCard } from './save-builder';

// Issue 22 §5: importing again during a run updates that run in place; what only the
// workspace knows (the tracker's picked cards, secret hands unlocked for editing) stays.

function runWithTracker() {
  const run = createRun('Blue Deck', 'Red Stake');
  const withJoker = addJoker(run, { name: 'Mime' });
  const withCard = withJoker.ok
    ? setTrackerCard(withJoker.value, 0, { rank: 'A', suit: 'spades' })
    : withJoker;
  if (!withCard.ok) throw new Error(withCard.code);
  return setSecretHandsUnlocked(withCard.value, true);
}

describe('re-importing during a run', () => {
  it('takes everything the save holds and keeps the tracker cards', () => {
    const current = runWithTracker();
    const imported = importBuilt({ jokers: [jokerCard('j_blueprint')], dollars: 31 });
    const next = applySaveImport(current, imported);
    expect(next).toEqual({
      ...imported.state,
      tracker: {
        ...imported.state.tracker,
        cards: current.tracker.cards,
        secretHandsUnlocked: true,
      },
    });
    expect(next.jokers.map((joker) => joker.name)).toEqual(['Blueprint']);
    expect(next.money).toBe(31);
  });

  it('does not change the run it was given', () => {
    const current = runWithTracker();
    const snapshot: unknown = JSON.parse(JSON.stringify(current));
    applySaveImport(current, importBuilt());
    expect(current).toEqual(snapshot);
  });
});
