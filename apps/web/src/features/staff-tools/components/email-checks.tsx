import { DNS_RECORD_CHECKS } from '@jokerwise/contracts';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useDnsCheck, useEmailTest } from '../api/email-diagnostics';
import { checkBadge, dnsBadge, presenceBadge } from '../lib/diagnostic-badges';
import { CheckRow } from './diagnostic-badge';

const RECORD_LABELS = { spf: 'SPF', dkim: 'DKIM', dmarc: 'DMARC', mx: 'MX' } as const;

/** docs/product/accounts.md: the e-mail configuration test. Failures are only logged (docs/product/accounts.md). */
export function EmailConfigCard() {
  const test = useEmailTest();
  const checks = test.data?.checks;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email configuration</CardTitle>
        <CardDescription>
          The active transport, its settings and a live check that sends nothing.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button
          className="self-start"
          isLoading={test.isFetching}
          onClick={() => void test.refetch()}
        >
          Test configuration
        </Button>
        {test.isError && <p className="text-sm text-ruby-300">The check could not run.</p>}
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
      </CardContent>
    </Card>
  );
}

/** docs/product/accounts.md: the DNS record check of the sending domain. */
export function DnsCheckCard() {
  const dns = useDnsCheck();
  return (
    <Card>
      <CardHeader>
        <CardTitle>DNS records</CardTitle>
        <CardDescription>
          SPF, DKIM, DMARC and MX of the domain in the from-address.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button
          className="self-start"
          isLoading={dns.isFetching}
          onClick={() => void dns.refetch()}
        >
          Check DNS
        </Button>
        {dns.isError && <p className="text-sm text-ruby-300">The check could not run.</p>}
        {dns.data && (
          <>
            <p className="text-sm text-fg-muted">
              Domain: {dns.data.domain ?? 'none in EMAIL_FROM'}
            </p>
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
      </CardContent>
    </Card>
  );
}
