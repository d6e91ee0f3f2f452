import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from './badge';

export interface TitledPanelProps {
  icon: LucideIcon;
  title: string;
  badge?: { label: string; variant: BadgeVariant };
  children?: ReactNode;
}

/** A card of a staff dashboard: an icon and title, an optional state badge, then its content. */
export function TitledPanel({ icon: Icon, title, badge, children }: TitledPanelProps) {
  return (
    <section
      aria-label={title}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-border bg-surface-raised/60 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-fg">
          <Icon aria-hidden="true" className="size-4.5 text-gold-300" />
          {title}
        </h3>
        {badge && <Badge variant={badge.variant}>{badge.label}</Badge>}
      </div>
      {children}
    </section>
  );
}
