import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/titled-card';
import { Input } from '../../../components/ui/input';
import { useSendVerificationTest } from '../api/email-diagnostics';
import { checkBadge } from '../lib/diagnostic-badges';
import { CheckRow } from './diagnostic-badge';

const STEP_LABELS = { build: 'Build', send: 'Send', provider: 'Provider answer' } as const;

/** docs/product/staff-console.md: send is disabled while the address is blank. */
export function VerificationTestCard() {
  const [email, setEmail] = useState('');
  const send = useSendVerificationTest();
  return (
    <TitledCard
      title="Verification email test"
      description="Sends one real test message through the active transport."
      contentClassName="flex flex-col gap-3"
    >
      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim() !== '') send.mutate(email.trim());
        }}
      >
        <Input
          type="email"
          aria-label="Test address"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={email.trim() === ''} isLoading={send.isPending}>
          Send test
        </Button>
      </form>
      {send.isError && <p className="text-sm text-ruby-300">The test could not be sent.</p>}
      {send.data && (
        <ul aria-label="Send steps">
          {send.data.steps.map((step) => (
            <CheckRow
              key={step.step}
              label={STEP_LABELS[step.step]}
              badge={checkBadge(step.success)}
              detail={step.error ?? step.detail}
            />
          ))}
          <li className="pt-2 text-xs break-all text-fg-subtle">
            To {send.data.testEmail} from {send.data.fromEmail} via {send.data.transport}
          </li>
        </ul>
      )}
    </TitledCard>
  );
}
