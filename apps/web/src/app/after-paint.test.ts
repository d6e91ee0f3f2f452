import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

describe('afterPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs the work in a task after the next frame, not before it', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const work = vi.fn();
    afterPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    frames[0]?.(0);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('does not wait for a frame in a hidden tab, which paints none', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const work = vi.fn();
    afterPaint(work);
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
    expect(frame).not.toHaveBeenCalled();
  });
});
