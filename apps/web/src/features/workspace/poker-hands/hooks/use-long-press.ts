// Press-and-hold on touch screens, where there is no right-click: holding a control opens its
// details instead of pressing it. A right-click or the keyboard's menu key (both fire
// `contextmenu`, as does a long press on Android) opens the same details.
import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** How long a finger rests before a press counts as held (Android's own long-press time). */
export const LONG_PRESS_MS = 500;

export function useLongPress() {
  const timer = useRef<number | null>(null);
  /** The hold already fired: the click that ends it must not also press the control. */
  const held = useRef(false);

  const cancel = () => {
    if (timer.current === null) return;
    window.clearTimeout(timer.current);
    timer.current = null;
  };
  // A hold still pending when the grid goes away must not fire.
  useEffect(() => {
    return cancel;
  }, []);

  return (onPress: () => void, onHold: () => void) => ({
    onPointerDown: (event: PointerEvent) => {
      held.current = false;
      cancel();
      if (event.pointerType !== 'touch') return;
      timer.current = window.setTimeout(() => {
        timer.current = null;
        held.current = true;
        onHold();
      }, LONG_PRESS_MS);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu: (event: MouseEvent) => {
      event.preventDefault();
      cancel();
      if (!held.current) onHold();
    },
    onClick: () => {
      if (held.current) held.current = false;
      else onPress();
    },
  });
}
