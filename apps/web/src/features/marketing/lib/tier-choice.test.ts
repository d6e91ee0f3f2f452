import { describe, expect, it } from 'vitest';
import { decideTierChoice } from './tier-choice';

describe('decideTierChoice (docs/product/accounts.md, tier choice on the landing page)', () => {
  it('opens the sign-up modal for a signed-out visitor', () => {
    expect(decideTierChoice('master', null)).toEqual({ kind: 'sign-up' });
  });

  it('sends a signed-in player with access to the AI app', () => {
    expect(decideTierChoice('explorer', { email: 'a@b.co', hasAccess: true })).toEqual({
      kind: 'open-app',
    });
  });

  it.each(['explorer', 'master', 'legend'] as const)(
    'sends a signed-in free player to checkout for %s',
    (tier) => {
      expect(decideTierChoice(tier, { email: 'ante+8@example.com', hasAccess: false })).toEqual({
        kind: 'checkout',
      });
    },
  );
});
