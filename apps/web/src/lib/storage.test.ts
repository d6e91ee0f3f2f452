import { describe, expect, it } from 'vitest';
import {
  authToken,
  clearPendingLogin,
  getAnyAuthToken,
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

  it('falls back to the legacy token keys', () => {
    window.localStorage.setItem('session_token', 'legacy');
    expect(getAnyAuthToken()).toBe('legacy');
    authToken.set('current');
    expect(getAnyAuthToken()).toBe('current');
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
