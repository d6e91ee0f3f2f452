import { INVALID_EMAIL_MESSAGE } from '@jokerwise/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

export interface AuthEmailStepProps {
  initialEmail: string;
  isSending: boolean;
  onSend: (email: string) => void;
}

/** /auth step 1 (docs/product/accounts.md): the check here is only "non-empty and has an @". */
export function AuthEmailStep({ initialEmail, isSending, onSend }: AuthEmailStepProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || !trimmed.includes('@')) return setError(INVALID_EMAIL_MESSAGE);
    onSend(trimmed);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      <Field label="Email" error={error}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          autoFocus
          value={email}
          onChange={(event) => {
            setError(null);
            setEmail(event.target.value);
          }}
          disabled={isSending}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" isLoading={isSending}>
        {isSending ? 'Sending...' : 'Send Login Code'}
      </Button>
    </form>
  );
}
