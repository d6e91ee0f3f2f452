import { INVALID_EMAIL_MESSAGE } from '@jokerwise/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';

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
      <EmailField
        error={error}
        autoFocus
        value={email}
        onChange={(value) => {
          setError(null);
          setEmail(value);
        }}
        disabled={isSending}
      />
      <Button type="submit" size="lg" className="w-full" isLoading={isSending}>
        {isSending ? 'Sending...' : 'Send Login Code'}
      </Button>
    </form>
  );
}
