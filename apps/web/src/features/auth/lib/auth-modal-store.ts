import { useSyncExternalStore } from 'react';

/*
 * Which account modal is open. A store rather than component state so the header, the landing
 * page's tier buttons (spec 000 §4: signed out → open the sign-up modal) and the modals
 * themselves can open and switch it without sharing a parent.
 */

export type AuthModalMode = 'sign-in' | 'sign-up';

let mode: AuthModalMode | null = null;
const listeners = new Set<() => void>();

function setMode(next: AuthModalMode | null): void {
  mode = next;
  listeners.forEach((listener) => listener());
}

export const openAuthModal = (next: AuthModalMode): void => setMode(next);
export const closeAuthModal = (): void => setMode(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getMode = () => mode;

export function useAuthModal(): AuthModalMode | null {
  return useSyncExternalStore(subscribe, getMode, getMode);
}
