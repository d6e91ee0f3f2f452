import { useEffect, useState } from 'react';

/** The header's height in CSS pixels (h-16), the answer before anything is measured. */
const HEADER_HEIGHT = 64;

function measureHeaderBottom(): number {
  const header = document.querySelector('header');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/**
 * Where the page's header ends on screen, followed while `isActive` (a toast is showing): a bar
 * above the header (test mode) pushes it down until the page scrolls, so a fixed offset is
 * not enough to keep toasts off the logo and the account button.
 */
export function useHeaderBottom(isActive: boolean): number {
  const [bottom, setBottom] = useState(HEADER_HEIGHT);
  useEffect(() => {
    if (!isActive) return;
    const measure = () => setBottom(measureHeaderBottom());
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [isActive]);
  return bottom;
}
