import { PRODUCT_NAME } from '@jokerwise/contracts';
import type { LucideIcon } from 'lucide-react';
import { IconTile } from '../ui/icon-tile';
import type { ReactNode } from 'react';
import { cn } from '../../utils/cn';
import { Badge } from '../ui/badge';

export interface ContentPageProps {
  title: string;
  description: ReactNode;
  eyebrow?: string;
  icon?: LucideIcon;
  /** Page actions under the description. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A standard page: document title, heading block and content, centred in the layout. */
export function ContentPage({
  title,
  description,
  eyebrow,
  icon: Icon,
  actions,
  children,
  className,
}: ContentPageProps) {
  return (
    <section className={cn('mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 md:py-16', className)}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-4">
        {(Icon || eyebrow) && (
          <div className="flex items-center gap-3">
            {Icon && <IconTile icon={Icon} />}
            {eyebrow && <Badge variant="gold">{eyebrow}</Badge>}
          </div>
        )}
        <h1 className="text-4xl leading-[1.05] font-bold text-fg sm:text-5xl">{title}</h1>
        <p className="max-w-2xl text-base leading-relaxed text-fg-muted sm:text-lg">
          {description}
        </p>
        {actions && <div className="mt-2 flex flex-wrap gap-3">{actions}</div>}
      </div>
      {children && <div className="mt-10">{children}</div>}
    </section>
  );
}
