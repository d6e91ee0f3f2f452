import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../utils/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

export interface TitledCardProps {
  title: ReactNode;
  /** One line on what the card is for, under the title. */
  description?: ReactNode;
  icon?: LucideIcon;
  /** At the title's right: a badge or a button. */
  aside?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/**
 * The product's usual panel: a title, what the panel is for, then its content. A staff
 * dashboard's compact tile is a TitledPanel.
 */
export function TitledCard({
  title,
  description,
  icon: Icon,
  aside,
  className,
  contentClassName,
  children,
}: TitledCardProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle className={cn(Icon && 'flex items-center gap-2')}>
            {Icon && <Icon aria-hidden="true" className="size-5 text-gold-300" />}
            {title}
          </CardTitle>
          {aside}
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
