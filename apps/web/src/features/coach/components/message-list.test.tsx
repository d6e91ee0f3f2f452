import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMessage } from '../testing/coach-test-utils';
import { MessageList } from './message-list';

// The chat opens at the newest message, also when it loaded in a hidden tab.

/** A ResizeObserver the test fires by hand, as the browser does when the list gets its size. */
function captureResizeObserver() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe(): void {}
      disconnect(): void {}
    },
  );
  return () => callbacks.forEach((callback) => callback());
}

/** jsdom has no layout: the list's sizes are what the test says; returns a resizer. */
function sizeList(list: HTMLElement, scrollHeight: number, clientHeight: number) {
  const size = { scrollHeight, clientHeight };
  let scrollTop = 0;
  Object.defineProperty(list, 'scrollHeight', { get: () => size.scrollHeight });
  Object.defineProperty(list, 'clientHeight', { get: () => size.clientHeight });
  Object.defineProperty(list, 'scrollTop', {
    get: () => scrollTop,
    set: (value: number) => {
      scrollTop = Math.min(value, Math.max(0, size.scrollHeight - size.clientHeight));
    },
  });
  return (height: number) => {
    size.clientHeight = height;
  };
}

const messages = Array.from({ length: 12 }, (_, index) =>
  buildMessage({ role: index % 2 === 0 ? 'user' : 'assistant', content: `message ${index}` }),
);

describe('the message list', () => {
  it('scrolls to the newest message once a list loaded while hidden gets its size', () => {
    const resize = captureResizeObserver();
    render(<MessageList messages={messages} pending={null} />);
    const list = screen.getByRole('log', { name: 'Conversation with the coach' });
    // Hidden in an inactive tab: no height, so the first scroll did nothing.
    expect(list.scrollTop).toBe(0);

    sizeList(list, 2000, 500);
    resize();
    expect(list.scrollTop).toBe(1500);
  });

  it('leaves a member who scrolled up to read where they are', () => {
    const resize = captureResizeObserver();
    render(<MessageList messages={messages} pending={null} />);
    const list = screen.getByRole('log', { name: 'Conversation with the coach' });
    const setHeight = sizeList(list, 2000, 500);
    resize();
    list.scrollTop = 200;
    list.dispatchEvent(new Event('scroll'));

    setHeight(800);
    resize();
    expect(list.scrollTop).toBe(200);
  });
});
