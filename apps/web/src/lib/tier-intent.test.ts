import { describe, expect, it } from 'vitest';
import { clearTemporaryItems, isDevFlag, loginEmail, loginUsername } from './storage';
import {
  claimTierChoice,
  dropUnclaimedTierChoice,
  getHonouredTier,
  readTierChoice,
  saveTierChoice,
  TIER_CHOICE_TTL_MS,
} from './tier-intent';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

describe('tier intent', () => {
  it('saves the tier, the subscribe action and who chose it when', () => {
    saveTierChoice('legend', 'ante@example.com', NOW);
    expect(localStorage.getItem('selectedTier')).toBe('legend');
    expect(localStorage.getItem('postAuthAction')).toBe('subscribe');
    expect(readTierChoice()).toEqual({ tier: 'legend', email: 'ante@example.com', chosenAt: NOW });
  });

  it('honours a choice only for its e-mail and for 30 minutes', () => {
    const choice = { tier: 'master', email: 'ante@example.com', chosenAt: NOW } as const;
    expect(getHonouredTier(choice, 'ante@example.com', NOW + TIER_CHOICE_TTL_MS)).toBe('master');
    expect(getHonouredTier(choice, 'ante@example.com', NOW + TIER_CHOICE_TTL_MS + 1)).toBeNull();
    expect(getHonouredTier(choice, 'other@example.com', NOW)).toBeNull();
    expect(getHonouredTier({ ...choice, email: null }, 'ante@example.com', NOW)).toBeNull();
    expect(getHonouredTier(null, 'ante@example.com', NOW)).toBeNull();
  });

  it.each([
    [
      'a tier without its owner (an older build)',
      () => localStorage.removeItem('selectedTierOwner'),
    ],
    ['an owner that is not JSON', () => localStorage.setItem('selectedTierOwner', '{nope')],
    [
      'an owner without a time',
      () => localStorage.setItem('selectedTierOwner', '{"email":"ante@example.com"}'),
    ],
    [
      'an owner with an empty e-mail',
      () => localStorage.setItem('selectedTierOwner', `{"email":"","chosenAt":${NOW}}`),
    ],
    ['no subscribe action', () => localStorage.removeItem('postAuthAction')],
  ])('reads %s as no choice', (_, tamper) => {
    saveTierChoice('master', 'ante@example.com', NOW);
    tamper();
    expect(readTierChoice()).toBeNull();
  });

  it("claims a signed-out visitor's choice for the e-mail the modal sends a code to", () => {
    saveTierChoice('master', null, NOW);
    claimTierChoice('ante@example.com');
    expect(readTierChoice()).toEqual({ tier: 'master', email: 'ante@example.com', chosenAt: NOW });
    // A later code request for someone else does not take it over.
    claimTierChoice('other@example.com');
    expect(readTierChoice()?.email).toBe('ante@example.com');
  });

  it('drops an unclaimed choice when the modal is dismissed, and keeps a claimed one', () => {
    saveTierChoice('master', null, NOW);
    dropUnclaimedTierChoice();
    expect(readTierChoice()).toBeNull();
    expect(localStorage.getItem('selectedTier')).toBeNull();

    saveTierChoice('legend', 'ante@example.com', NOW);
    dropUnclaimedTierChoice();
    expect(readTierChoice()?.tier).toBe('legend');
  });

  it('is cleared with every other temporary item at logout', () => {
    saveTierChoice('legend', 'ante@example.com', NOW);
    loginEmail.set('ante@example.com');
    loginUsername.set('ante_up');
    isDevFlag.set('true');
    clearTemporaryItems();
    expect(readTierChoice()).toBeNull();
    const keys = ['loginEmail', 'loginUsername', 'selectedTier', 'postAuthAction'];
    expect(keys.map((key) => localStorage.getItem(key))).toEqual([null, null, null, null]);
    expect(localStorage.getItem('selectedTierOwner')).toBeNull();
    expect(sessionStorage.getItem('isDev')).toBeNull();
  });
});
