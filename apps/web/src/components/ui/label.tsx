import type { LabelHTMLAttributes, Ref } from 'react';
import { cn } from '../../utils/cn';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  ref?: Ref<HTMLLabelElement>;
}

export function Label({ className, ...props }: LabelProps) {
  return <label className={cn('text-sm font-medium text-fg select-none', className)} {...props} />;
}
