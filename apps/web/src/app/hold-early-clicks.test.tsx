import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicksUntilHydrated } from './hold-early-clicks';

// A prerendered button pressed before React hydrates the page: without the hold the click lands
// on HTML nobody listens to and is lost.

function SignIn({ onPress }: { onPress: () => void }) {
  return (
    <button type="button" onClick={onPress}>
      Sign In
    </button>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn onPress={() => {}} />);
  document.body.append(container);
  return container;
}

describe('holdClicksUntilHydrated', () => {
  it('presses a button clicked before hydration once React listens', async () => {
    const container = prerendered();
    const pressHeldClick = holdClicksUntilHydrated(container);
    container.querySelector('button')?.click();
    const pressed = vi.fn();
    act(() => {
      root = hydrateRoot(container, <SignIn onPress={pressed} />);
    });
    act(() => pressHeldClick());
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledOnce());
  });

  it('presses nothing when nothing was clicked, and leaves later clicks to React', () => {
    const container = prerendered();
    const pressHeldClick = holdClicksUntilHydrated(container);
    const pressed = vi.fn();
    act(() => {
      root = hydrateRoot(container, <SignIn onPress={pressed} />);
    });
    act(() => pressHeldClick());
    expect(pressed).not.toHaveBeenCalled();
    act(() => container.querySelector('button')?.click());
    expect(pressed).toHaveBeenCalledOnce();
  });
});
