import { DNS_RECORD_CHECKS } from '@jokerwise/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/titled-card';
import { useDnsCheck, useEmailTest } from '../api/email-diagnostics';
import { checkBadge, dnsBadge, presenceBadge } from '../lib/diagnostic-badges';
import { CheckRow } from './diagnostic-badge';

const RECORD_LABELS = { spf: 'SPF', dkim: 'DKIM', dmarc: 'DMARC', mx: 'MX' } as const;

interface CheckCardProps {
  title: string;
  description: string;
  action: string;
  /** The check, run again by the card's button. */
  check: { isFetching: boolean; isError: boolean; refetch: () => Promise<unknown> };
  children: ReactNode;
}

/** A check that runs on demand: its button, its failure, then its findings. */
function CheckCard({ title, description, action, check, children }: CheckCardProps) {
  return (
    <TitledCard title={title} description={description} contentClassName="flex flex-col gap-3">
      <Button
        className="self-start"
        isLoading={check.isFetching}
        onClick={() => void check.refetch()}
      >
        {action}
      </Button>
      {check.isError && <p className="text-sm text-ruby-300">The check could not run.</p>}
      {children}
    </TitledCard>
  );
}

/** docs/product/accounts.md: the e-mail configuration test. Failures are only logged (docs/product/accounts.md). */
export function EmailConfigCard() {
  const test = useEmailTest();
  const checks = test.data?.checks;
  return (
    <CheckCard
      title="Email configuration"
      description="The active transport, its settings and a live check that sends nothing."
      action="Test configuration"
      check={test}
    >
      {checks && test.data && (
        <ul aria-label="Configuration checks">
          <CheckRow label="Transport" badge="Found" detail={checks.transport.name} />
          <CheckRow label="Resend API key" badge={presenceBadge(checks.resendApiKey.present)} />
          <CheckRow label="SMTP URL" badge={presenceBadge(checks.smtpUrl.present)} />
          <CheckRow
            label="From address"
            badge={presenceBadge(checks.fromEmail.present)}
            detail={checks.fromEmail.value}
          />
          <CheckRow
            label="Live check"
            badge={checkBadge(checks.emailTest.success)}
            detail={checks.emailTest.error ?? checks.emailTest.detail}
          />
          <li className="pt-2 text-xs break-all text-fg-subtle">
            Environment {test.data.environment} · request {test.data.requestId}
          </li>
        </ul>
      )}
    </CheckCard>
  );
}

/** docs/product/accounts.md: the DNS record check of the sending domain. */
export function DnsCheckCard() {
  const dns = useDnsCheck();
  return (
    <CheckCard
      title="DNS records"
      description="SPF, DKIM, DMARC and MX of the domain in the from-address."
      action="Check DNS"
      check={dns}
    >
      {dns.data && (
        <>
          <p className="text-sm text-fg-muted">Domain: {dns.data.domain ?? 'none in EMAIL_FROM'}</p>
          <ul aria-label="DNS records">
            {DNS_RECORD_CHECKS.map((name) => {
              const check = dns.data.checks[name];
              return (
                <CheckRow
                  key={name}
                  label={RECORD_LABELS[name]}
                  badge={dnsBadge(check)}
                  detail={
                    check.record ??
                    (check.records.length > 0 ? check.records.join(', ') : check.error)
                  }
                />
              );
            })}
          </ul>
        </>
      )}
    </CheckCard>
  );
}
