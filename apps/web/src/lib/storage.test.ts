import { describe, expect, it } from 'vitest';
import {
  adoptLegacyAuthToken,
  authToken,
  clearPendingLogin,
  isDevFlag,
  loginEmail,
  postAuthAction,
  selectedTier,
} from './storage';

describe('storage', () => {
  it('stores the auth token under auth-token', () => {
    authToken.set('abc');
    expect(window.localStorage.getItem('auth-token')).toBe('abc');
    expect(authToken.get()).toBe('abc');
    authToken.remove();
    expect(authToken.get()).toBeNull();
  });

  it('moves a legacy token to auth-token once and forgets the legacy keys', () => {
    window.localStorage.setItem('session_token', 'legacy');
    window.localStorage.setItem('token', 'older');
    adoptLegacyAuthToken();
    expect(authToken.get()).toBe('legacy');
    expect(window.localStorage.getItem('session_token')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    authToken.remove();
    adoptLegacyAuthToken();
    expect(authToken.get()).toBeNull();
  });

  it('keeps a token already under auth-token over a legacy one', () => {
    authToken.set('current');
    window.localStorage.setItem('token', 'legacy');
    adoptLegacyAuthToken();
    expect(authToken.get()).toBe('current');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('reads invalid values as absent', () => {
    window.localStorage.setItem('selectedTier', 'platinum');
    window.localStorage.setItem('postAuthAction', 'dance');
    window.sessionStorage.setItem('isDev', 'yes');
    expect(selectedTier.get()).toBeNull();
    expect(postAuthAction.get()).toBeNull();
    expect(isDevFlag.get()).toBeNull();
    window.sessionStorage.setItem('isDev', 'true');
    expect(isDevFlag.get()).toBe('true');
  });

  it('clears the temporary login items', () => {
    loginEmail.set('a@b.co');
    selectedTier.set('master');
    postAuthAction.set('subscribe');
    authToken.set('kept');
    clearPendingLogin();
    expect([loginEmail.get(), selectedTier.get(), postAuthAction.get()]).toEqual([
      null,
      null,
      null,
    ]);
    expect(authToken.get()).toBe('kept');
  });
});
