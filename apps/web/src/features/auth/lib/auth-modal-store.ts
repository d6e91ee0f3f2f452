import { useSyncExternalStore } from 'react';

/*
 * Which account modal is open. A store rather than component state so the header, the landing
 * page's tier buttons (docs/product/accounts.md: signed out → open the sign-up modal) and the modals
 * themselves can open and switch it without sharing a parent.
 */

export type AuthModalMode = 'sign-in' | 'sign-up';

let mode: AuthModalMode | null = null;
/** What had focus when the modal opened, to go back to on close. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setMode(next: AuthModalMode | null): void {
  mode = next;
  listeners.forEach((listener) => listener());
}

export const openAuthModal = (next: AuthModalMode): void => {
  // Switching Sign In ⇄ Join keeps the first opener; the modal's fields take focus on mount,
  // before the dialog could look, so it is noted here.
  if (mode === null) {
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  setMode(next);
};

/**
 * The element that opened the modal, once. When it has left the page since (the prerendered
 * landing hands its page to the full app before the modal opens), the header's account button —
 * the same Sign In, redrawn — stands in; null when there is none either.
 */
export function takeAuthModalOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  if (element?.isConnected && element !== document.body) return element;
  return document.querySelector<HTMLElement>('[data-slot="header-actions"] button');
}
export const closeAuthModal = (): void => setMode(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getMode = () => mode;

export function useAuthModal(): AuthModalMode | null {
  return useSyncExternalStore(subscribe, getMode, getMode);
}
