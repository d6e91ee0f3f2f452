import {
  formatMoneyPrompt,
  getRunErrorMessage,
  RUN_ERROR_MESSAGES,
  RUN_TEXTS,
} from '@jokerwise/contracts';
import { RUN_ERROR_CODES } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';

// The run's texts live in packages/contracts; the game package gives only the codes, so every
// code the game can answer must have its text here.

describe('run failure texts', () => {
  it.each(RUN_ERROR_CODES)('%s has a non-empty message', (code) => {
    expect(getRunErrorMessage(code).trim().length).toBeGreaterThan(0);
  });

  it('has one message per code and no extra ones', () => {
    expect(Object.keys(RUN_ERROR_MESSAGES).sort()).toEqual([...RUN_ERROR_CODES].sort());
    expect(new Set(Object.values(RUN_ERROR_MESSAGES)).size).toBe(RUN_ERROR_CODES.length);
  });
});

describe('run texts (docs/product/workspace.md)', () => {
  it.each([
    { key: 'begin', text: 'The Journey Begins', source: 'Setup wizard' },
    { key: 'loadConfirm', text: 'Load This Game State', source: 'Load-game wizard' },
    { key: 'cancel', text: 'Cancel', source: 'New Game' },
    { key: 'newGameConfirm', text: 'Yes, Start New Game', source: 'New Game' },
    { key: 'moneyPlaceholder', text: 'Enter money amount', source: 'Next Round' },
    { key: 'selectBoss', text: 'Select Boss Blind for the current ante', source: 'Other panels' },
  ] as const)('$key is the spec text word for word ($source)', ({ key, text }) => {
    expect(RUN_TEXTS[key]).toBe(text);
  });

  it("formats 'Enter your current money after Round N' (Next Round)", () => {
    expect(formatMoneyPrompt(1)).toBe('Enter your current money after Round 1');
    expect(formatMoneyPrompt(2)).toBe('Enter your current money after Round 2');
  });
});
