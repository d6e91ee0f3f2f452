import { describe, expect, it } from 'vitest';
import { findSignInCode } from './sign-in-code';

describe('findSignInCode', () => {
  it.each([
    ['the subject', { subject: 'Your Jokerwise sign-in code: 048213', text: '' }, '048213'],
    [
      'the body',
      { subject: 'Your Jokerwise sign-in code', text: 'Code:\n\n    771204\n' },
      '771204',
    ],
    ['nowhere', { subject: 'Welcome to Jokerwise', text: 'Thanks for joining.' }, null],
    ['only a longer number', { subject: 'Order 12345678', text: 'Ref 1234567' }, null],
  ])('finds the code in %s', (_, message, expected) => {
    expect(findSignInCode(message)).toBe(expected);
  });
});
