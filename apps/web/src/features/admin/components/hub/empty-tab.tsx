import type { LucideIcon } from 'lucide-react';
import { IconTile } from '../../../../components/ui/icon-tile';
import type { ReactNode } from 'react';

export interface EmptyTabProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/** A tab whose capability has not arrived yet: says what comes next, never pretends. */
export function EmptyTab({ icon: Icon, title, children }: EmptyTabProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border-strong px-6 py-14 text-center">
      <IconTile icon={Icon} size="lg" />
      <h2 className="text-xl font-semibold text-fg">{title}</h2>
      <div className="max-w-lg text-sm leading-relaxed text-fg-muted">{children}</div>
    </div>
  );
}
