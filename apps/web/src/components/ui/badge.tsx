import type { HTMLAttributes } from 'react';
import { cn } from '../../utils/cn';

const variants = {
  default: 'border-border-strong bg-surface-raised text-fg-muted',
  gold: 'border-gold-400/40 bg-gold-400/12 text-gold-300',
  success: 'border-chip-green/40 bg-chip-green/10 text-chip-green',
  destructive: 'border-ruby-500/50 bg-ruby-500/12 text-ruby-300',
  info: 'border-chip-blue/40 bg-chip-blue/12 text-[#9cc2ff]',
} as const;

export type BadgeVariant = keyof typeof variants;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap [&_svg]:size-3.5',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
