import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { clearToasts } from '../src/components/ui/toast';
import { server } from '../src/testing/server';

// Lazy chunks (modals, toaster) load through dynamic import; on a loaded 2-core CI machine that
// can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// A request no test handler answers is a surprise: it fails the test instead of hanging or
// answering something made up (src/testing/unhandled-request.test.ts proves it).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/*
 * Any unexpected console.error fails the test (as epic-stack does in its test setup).
 * A test that expects one calls `consoleError.mockImplementation(() => {})`.
 */
export let consoleError: MockInstance<(typeof console)['error']>;
let unexpectedErrors: unknown[][] = [];

beforeEach(() => {
  unexpectedErrors = [];
  const originalConsoleError = console.error;
  consoleError = vi.spyOn(console, 'error');
  consoleError.mockImplementation((...args: unknown[]) => {
    originalConsoleError(...args);
    unexpectedErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (unexpectedErrors.length > 0) {
    const messages = unexpectedErrors.map((args) => args.map(String).join(' ')).join('\n');
    unexpectedErrors = [];
    throw new Error(
      `console.error was called. Call consoleError.mockImplementation(() => {}) if this is expected.\n${messages}`,
    );
  }
});

// jsdom lacks a few browser APIs the Radix primitives use.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
