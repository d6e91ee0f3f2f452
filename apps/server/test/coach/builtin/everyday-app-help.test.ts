// Questions about Jokerwise itself, found answered as interest ("where is my save file?" read
// "save" as saving money) or not understood: the save import and the file's place, the hand
// calculator, undo, cancelling, and "how do I play?" on its own.
import { SAVE_FILE_LOCATIONS } from '@jokerwise/contracts';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { buildRun, cards } from './run-fixtures';

const run = buildRun('Red Deck', 'White Stake');
const ask = (message: string) => answerQuestion({ message, run, hand: cards('As Ah') });

describe('the save import', () => {
  it.each(['how do I import my save?', 'where is my save file?', 'where is save.jkr?'])(
    '"%s" names the import and every place the game keeps the file',
    (message) => {
      const answer = ask(message);
      expect(answer).toMatch(/^\*\*Import from save file\*\* in your workspace/);
      for (const { system, path } of SAVE_FILE_LOCATIONS) {
        expect(answer).toContain(`- ${system}: \`${path}\``);
      }
    },
  );

  it('still reads "should I save money?" as interest', () => {
    expect(ask('should I save money?')).toMatch(/interest/);
    expect(ask('should I save money?')).not.toMatch(/save\.jkr/);
  });
});

describe('the workspace and the account', () => {
  it('points to the Hand calculator on the Poker Hands tab', () => {
    expect(ask('what does the calculator do?')).toMatch(
      /^The \*\*Hand calculator\*\* is on the \*\*Poker Hands\*\* tab/,
    );
  });

  it('names Undo and Redo with their keys', () => {
    expect(ask('can I undo?')).toMatch(/^\*\*Undo\*\* in the run header \(Ctrl\+Z\)/);
  });

  it.each(['how do I cancel my subscription?', 'how do I cancel?', 'unsubscribe'])(
    '"%s" leads to the billing portal from Settings',
    (message) => {
      expect(ask(message)).toMatch(
        /^Open \*\*Settings\*\* from the account menu, then the \*\*Membership\*\* tab and \*\*Manage Billing & Subscriptions\*\*/,
      );
    },
  );

  it('explains the run for "how do I play?" on its own, and the best play for "this hand"', () => {
    expect(ask('how do I play?')).toMatch(/^A run is \*\*8 antes\*\*/);
    expect(ask('how do I play this hand?')).toMatch(/^### Best play: Pair/);
  });
});
