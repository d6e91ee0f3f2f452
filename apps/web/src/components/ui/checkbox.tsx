import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../utils/cn';
import { useFieldControl } from './field-context';

/** A Radix checkbox (role="checkbox", Space toggles); pair it with a <Label htmlFor>. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  const field = useFieldControl();
  return (
    <CheckboxPrimitive.Root
      {...field}
      {...props}
      className={cn(
        'peer inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-md border border-border-strong bg-surface-sunken',
        'transition-colors hover:border-gold-400/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'data-[state=checked]:border-gold-400 data-[state=checked]:bg-gold-400 data-[state=checked]:text-primary-fg',
        'disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-ruby-500',
        className,
      )}
    >
      <CheckboxPrimitive.Indicator>
        <Check aria-hidden="true" strokeWidth={3} className="size-3.5" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
