import { useEffect, useState } from 'react';
import type { LandingSection } from '../../../config/paths';
import { getSectionAtMiddle } from '../lib/sections';

/**
 * The section at the viewport's middle, tracked on scroll and resize (one measurement per
 * frame). Measuring by id each time keeps it right when the page below mounts later.
 */
export function useActiveSection(ids: readonly LandingSection[]): LandingSection | null {
  const [active, setActive] = useState<LandingSection | null>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const rectOf = (id: LandingSection) =>
        document.getElementById(id)?.getBoundingClientRect() ?? null;
      setActive(getSectionAtMiddle(ids, rectOf, window.innerHeight));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ids]);

  return active;
}
