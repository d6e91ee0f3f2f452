import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The browser's own check, for forms that have none of their own. */
  required?: boolean;
  error?: string | null;
}

/** The address a sign-in code goes to: Sign In, Join and /auth ask for it the same way. */
export function EmailField({ onChange, error = null, ...input }: EmailFieldProps) {
  return (
    <Field label="Email" error={error}>
      <Input
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...input}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
