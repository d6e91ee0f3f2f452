import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DnsCheckCard, EmailConfigCard } from './email-checks';
import { VerificationTestCard } from './verification-test-card';

const TROUBLESHOOTING = [
  [
    'Domain verification',
    'The sending domain must be verified with the provider before mail is accepted.',
  ],
  [
    'DNS records',
    'Publish SPF, the provider’s DKIM key and a DMARC policy; changes can take hours to spread.',
  ],
  ['API key', 'Check that the key is set, belongs to the right account and may send.'],
  [
    'Rate limiting',
    'Providers throttle bursts; wait a minute and try again before changing anything.',
  ],
] as const;

/** docs/product/accounts.md Email diagnostic: configuration test, DNS check, test send, troubleshooting. */
export function EmailDiagnosticPage() {
  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <EmailConfigCard />
      <DnsCheckCard />
      <VerificationTestCard />
      <Card>
        <CardHeader>
          <CardTitle>Troubleshooting</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3">
            {TROUBLESHOOTING.map(([title, text]) => (
              <li key={title}>
                <p className="font-medium text-fg">{title}</p>
                <p className="text-sm text-fg-muted">{text}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
