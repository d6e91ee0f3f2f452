import { describe, expect, it } from 'vitest';
import {
  RUN_ERROR_CODES,
  RUN_ERROR_MESSAGES,
  RUN_TEXTS,
  formatMoneyPrompt,
  getRunErrorMessage,
} from './result';

describe('failure codes and texts', () => {
  it.each(RUN_ERROR_CODES)('%s has a non-empty message', (code) => {
    expect(getRunErrorMessage(code).trim().length).toBeGreaterThan(0);
  });

  it('has one message per code and no extra ones', () => {
    expect(Object.keys(RUN_ERROR_MESSAGES).sort()).toEqual([...RUN_ERROR_CODES].sort());
    expect(new Set(Object.values(RUN_ERROR_MESSAGES)).size).toBe(RUN_ERROR_CODES.length);
  });

  it.each([
    { key: 'begin', text: 'The Journey Begins', source: 'spec 001 §2 initial' },
    { key: 'loadConfirm', text: 'Load This Game State', source: 'spec 001 §2 load-game confirm' },
    { key: 'cancel', text: 'Cancel', source: 'spec 001 §2 load-game confirm' },
    { key: 'newGameConfirm', text: 'Yes, Start New Game', source: 'spec 001 §2 Confirm New Game' },
    { key: 'moneyPlaceholder', text: 'Enter money amount', source: 'spec 001 §2 Update Money' },
    {
      key: 'selectBoss',
      text: 'Select Boss Blind for the current ante',
      source: 'spec 001 §2 Panels and modals',
    },
  ] as const)('$key is the spec text word for word ($source)', ({ key, text }) => {
    expect(RUN_TEXTS[key]).toBe(text);
  });

  it("formats 'Enter your current money after Round N' (spec 001 §2 Update Money)", () => {
    expect(formatMoneyPrompt(2)).toBe('Enter your current money after Round 2');
  });
});
