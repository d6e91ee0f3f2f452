import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface IconSectionProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/** A section of a staff console tab: a heading with its icon, then the content it names. */
export function IconSection({ icon: Icon, title, children }: IconSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-fg">
        <Icon aria-hidden="true" className="size-5 text-gold-300" />
        {title}
      </h2>
      {children}
    </section>
  );
}
