import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../testing/auth-test-utils';
import { getIdentifiedUser, identifyUser, onIdentityChange } from './identify-user';

// Listeners hear of a sign-in, a sign-out and a user update, not of every reload of /api/me.

const user = buildUser({ id: 'u1' });

afterEach(() => identifyUser(null));

describe('onIdentityChange', () => {
  it('tells the listener about each change of identity, once', () => {
    const listener = vi.fn();
    const unsubscribe = onIdentityChange(listener);
    identifyUser(user);
    identifyUser({ ...user });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith(getIdentifiedUser());

    identifyUser({ ...user, subscriptionStatus: 'active', subscriptionPlan: 'master' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'u1', subscriptionPlan: 'master' }),
    );
    identifyUser(null);
    expect(listener).toHaveBeenLastCalledWith(null);
    identifyUser(null);
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    identifyUser(user);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
