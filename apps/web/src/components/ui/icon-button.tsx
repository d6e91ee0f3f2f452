import type { LucideIcon } from 'lucide-react';
import { cn } from '../../utils/cn';
import { Button, type ButtonProps } from './button';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'children' | 'variant' | 'size' | 'asChild' | 'aria-label'
> {
  icon: LucideIcon;
  /** The accessible name: the button shows only its icon. */
  label: string;
}

/** A small square ghost button showing only an icon (remove, move, edit). */
export function IconButton({ icon: Icon, label, className, ...props }: IconButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('size-8 px-0', className)}
      aria-label={label}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
