import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClick } from './replay-early-click';

function planCard(text: string): HTMLElement {
  const card = document.createElement('div');
  card.dataset.testid = 'tier-legend';
  const button = document.createElement('button');
  button.textContent = text;
  card.append(button);
  return card;
}

/** The prerendered page in #root, and a way to let the app replace it. */
function setUp() {
  const container = document.createElement('div');
  container.append(planCard('Get lifetime access'));
  document.body.append(container);
  let finishLoading: () => void = () => {};
  const mounted = new Promise<void>((resolve) => (finishLoading = resolve));
  replayEarlyClick(container, mounted, 1_000);
  const drawApp = (text: string) => {
    const pressed = vi.fn();
    const card = planCard(text);
    card.querySelector('button')?.addEventListener('click', pressed);
    container.replaceChildren(card);
    return pressed;
  };
  return { container, finishLoading, drawApp };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('replayEarlyClick', () => {
  it('presses the same plan button in the app once it has replaced the prerendered page', async () => {
    const { container, finishLoading, drawApp } = setUp();
    container.querySelector('button')?.click();
    finishLoading();
    await Promise.resolve();
    const pressed = drawApp('Get lifetime access');
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledOnce());
  });

  it('presses nothing when the app draws no such button before it gives up', async () => {
    vi.useFakeTimers();
    const { container, finishLoading, drawApp } = setUp();
    container.querySelector('button')?.click();
    finishLoading();
    await Promise.resolve();
    const other = drawApp('Open the app');
    await vi.advanceTimersByTimeAsync(1_000);
    const late = drawApp('Get lifetime access');
    await vi.advanceTimersByTimeAsync(0);
    expect(other).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('leaves clicks alone once the app is on screen', async () => {
    const { finishLoading, drawApp } = setUp();
    finishLoading();
    await Promise.resolve();
    const pressed = drawApp('Get lifetime access');
    // The observer sees the prerendered page gone and stops holding.
    await Promise.resolve();
    document.querySelector('button')?.click();
    expect(pressed).toHaveBeenCalledOnce();
  });
});
