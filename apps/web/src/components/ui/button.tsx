import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../utils/cn';
import { Spinner } from './spinner';

const base =
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold ' +
  'transition-[background-color,border-color,color,box-shadow,transform] duration-150 select-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'active:translate-y-px disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 ' +
  '[&_svg]:pointer-events-none [&_svg]:shrink-0';

export const buttonVariants = {
  primary:
    'bg-linear-to-b from-gold-300 to-gold-500 text-primary-fg shadow-[0_1px_0_0_rgb(255_255_255/0.45)_inset,0_8px_20px_-8px_rgb(242_193_78/0.6)] hover:from-gold-200 hover:to-gold-400',
  gold: 'bg-linear-to-b from-gold-300 to-gold-500 text-primary-fg shadow-[0_1px_0_0_rgb(255_255_255/0.45)_inset,0_8px_20px_-8px_rgb(242_193_78/0.6)] hover:from-gold-200 hover:to-gold-400',
  secondary:
    'border border-border-strong bg-surface-raised/80 text-fg hover:border-gold-400/60 hover:bg-felt-700',
  ghost: 'text-fg-muted hover:bg-white/6 hover:text-fg',
  destructive:
    'bg-danger text-danger-fg shadow-[0_8px_20px_-10px_rgb(224_65_58/0.7)] hover:bg-danger-hover',
} as const;

export const buttonSizes = {
  sm: 'h-9 px-3 text-sm [&_svg]:size-4',
  md: 'h-11 px-5 text-[0.95rem] [&_svg]:size-4.5',
  lg: 'h-13 px-7 text-base [&_svg]:size-5',
  icon: 'size-10 [&_svg]:size-5',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with the button's styling. */
  asChild?: boolean;
  /** Disables the button, marks it busy and shows a spinner. */
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(base, buttonVariants[variant], buttonSizes[size]);
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  isLoading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonClassName(variant, size), className);
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Spinner size="sm" label="" className="[&_svg]:text-current" />}
      {children}
    </button>
  );
}
