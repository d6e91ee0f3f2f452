import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../utils/cn';
import { useFieldControl } from './field-context';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A text input; inside a <Field> it picks up the field's id and descriptions. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  const field = useFieldControl();
  return (
    <input
      type={type}
      {...field}
      {...props}
      className={cn(
        'h-11 w-full min-w-0 rounded-xl border border-border-strong bg-surface-sunken/80 px-3.5 text-base text-fg',
        'shadow-[inset_0_1px_2px_rgb(0_0_0/0.35)] transition-[border-color,box-shadow] placeholder:text-fg-subtle',
        'hover:border-felt-500 focus-visible:border-gold-400 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-gold-400/30',
        'disabled:cursor-not-allowed disabled:opacity-55',
        'aria-invalid:border-ruby-500 aria-invalid:focus-visible:ring-ruby-500/30',
        'file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
    />
  );
}
