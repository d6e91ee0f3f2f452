import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** docs/product/staff-console.md: the console is 200 to 800 px high, 400 by default. */
export const CONSOLE_HEIGHT = { min: 200, max: 800, initial: 400, step: 20 } as const;

const clamp = (value: number) =>
  Math.min(CONSOLE_HEIGHT.max, Math.max(CONSOLE_HEIGHT.min, Math.round(value)));

/** A height dragged with the pointer or moved with the arrow keys, always within the limits. */
export function useResizableHeight() {
  const [height, setHeight] = useState<number>(CONSOLE_HEIGHT.initial);
  const drag = useRef<{ startY: number; startHeight: number } | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      drag.current = { startY: event.clientY, startHeight: height };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [height],
  );
  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (start) setHeight(clamp(start.startHeight + event.clientY - start.startY));
  }, []);
  const onPointerUp = useCallback(() => {
    drag.current = null;
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, (current: number) => number> = {
      ArrowDown: (current) => current + CONSOLE_HEIGHT.step,
      ArrowUp: (current) => current - CONSOLE_HEIGHT.step,
      Home: () => CONSOLE_HEIGHT.min,
      End: () => CONSOLE_HEIGHT.max,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setHeight((current) => clamp(move(current)));
  }, []);

  return {
    height,
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onKeyDown },
  };
}
