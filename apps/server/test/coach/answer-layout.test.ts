// Every answer reads cleanly, whatever the question: no blank line left at either end or three
// in a row, and no "undefined", "NaN" or "the The" leaking from a template. Asked as players
// asked them, on each real save (packages/game/test/fixtures/saves), with and without the hand.
import { readFileSync } from 'node:fs';
import { importSaveFile } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/modules/coach/builtin';
import { REAL_SAVE_QUESTIONS } from './real-save-questions';

const FIXTURES = new URL('../../../../packages/game/test/fixtures/saves/', import.meta.url);
const SAVES = ['v1.0.0n-in-shop.jkr', 'v1.0.1f-six-jokers.jkr', 'v1.0.1f-six-jokers-in-hand.jkr'];
const LEAKS = /\bundefined\b|\bNaN\b|\[object Object\]|\bthe The\b/;

function problemsOf(answer: string): string[] {
  return [
    ...(answer.trim() === '' ? ['empty'] : []),
    ...(answer !== answer.trim() ? ['blank at an end'] : []),
    ...(/\n\s*\n\s*\n/.test(answer) ? ['three line breaks in a row'] : []),
    ...(LEAKS.test(answer) ? [`leak: ${LEAKS.exec(answer)?.[0] ?? ''}`] : []),
  ];
}

describe.each(SAVES)('answers on %s', (save) => {
  const imported = importSaveFile(new Uint8Array(readFileSync(new URL(save, FIXTURES))));
  if (!imported.ok) throw new Error(`${save}: ${imported.code}`);
  const { state: run, hand } = imported.value;

  it.each([
    ['the cards in hand', hand],
    ['no cards', []],
  ] as const)('read cleanly with %s', (_, cards) => {
    const problems = REAL_SAVE_QUESTIONS.flatMap((message) =>
      problemsOf(answerQuestion({ message, run, hand: cards })).map(
        (problem) => `"${message}": ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
