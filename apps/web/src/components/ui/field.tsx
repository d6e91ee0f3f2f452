import { useId, type ReactNode } from 'react';
import { cn } from '../../utils/cn';
import { FieldContext, type FieldControlProps } from './field-context';
import { Label } from './label';

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and announced with it (aria-describedby + aria-invalid). */
  error?: string | null;
  /** Helper text, also wired through aria-describedby. */
  hint?: ReactNode;
  /** The control: an Input (or any control reading useFieldControl). */
  children: ReactNode;
  className?: string;
}

export function Field({ label, error, hint, children, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <FieldContext value={control}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className="text-xs text-fg-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-ruby-300">
          {error}
        </p>
      )}
    </div>
  );
}
