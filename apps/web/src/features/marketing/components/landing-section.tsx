import type { ReactNode } from 'react';
import type { LandingSection as LandingSectionId } from '../../../config/paths';
import { cn } from '../../../utils/cn';

export interface LandingSectionProps {
  id: LandingSectionId;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A landing section: scroll anchor under the sticky header, eyebrow, heading, intro. */
export function LandingSection({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
}: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('mx-auto w-full max-w-6xl scroll-mt-16 px-4 py-16 sm:px-6 md:py-24', className)}
    >
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center">
        <p className="text-xs font-bold tracking-[0.22em] text-gold-400 uppercase">{eyebrow}</p>
        <h2
          id={headingId}
          data-section-heading
          tabIndex={-1}
          className="text-4xl leading-[1.05] font-bold text-fg focus:outline-none sm:text-5xl"
        >
          {title}
        </h2>
        {intro && <p className="text-base leading-relaxed text-fg-muted sm:text-lg">{intro}</p>}
      </div>
      <div className="mt-12">{children}</div>
    </section>
  );
}
