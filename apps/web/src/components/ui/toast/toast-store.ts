import { useSyncExternalStore } from 'react';

/*
 * A tiny external store so `toast()` can be called from anywhere (mutation callbacks, route
 * modules) without a hook. docs/product/http.md: one toast at a time — a new one replaces the old —
 * shown for 5000 ms and removed 3000 ms after it is dismissed.
 */

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 3000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Display time in ms; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration?: number;
  open: boolean;
}

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  for (const id of removeTimers.keys()) {
    if (!next.some((item) => item.id === id)) cancelRemoval(id);
  }
  toasts = next;
  listeners.forEach((listener) => listener());
}

function cancelRemoval(id: string): void {
  clearTimeout(removeTimers.get(id));
  removeTimers.delete(id);
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast, replacing the one on screen. Returns its id and a dismiss function. */
export function toast({ title, description, variant = 'default', duration }: ToastInput) {
  const id = `toast-${nextId++}`;
  const item: ToastItem = { id, title, description, variant, duration, open: true };
  setToasts([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast (or all); it is removed from the store TOAST_REMOVE_DELAY_MS later. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((item) => id === undefined || item.id === id);
  if (closing.length === 0) return;
  setToasts(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
  closing.forEach((item) => scheduleRemoval(item.id));
}

/** Removes every toast at once (tests, sign-out). */
export function clearToasts(): void {
  setToasts([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
