import type { DevMailboxMessage } from '@jokerwise/contracts';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { findSignInCode } from '../lib/sign-in-code';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** One captured e-mail: the code up front when it carries one, then the text as sent. */
export function MailboxMessage({ message }: { message: DevMailboxMessage }) {
  const code = findSignInCode(message);
  const headingId = `mail-${message.id}`;
  return (
    <Card aria-labelledby={headingId} role="article" className="overflow-hidden">
      <div className="flex flex-col gap-1 border-b border-border/70 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="text-lg leading-snug font-bold break-words text-fg">
          {message.subject}
        </h2>
        <p className="flex flex-wrap gap-x-3 text-sm text-fg-muted">
          <span className="break-all">
            To <span className="font-medium text-fg">{message.to}</span>
          </span>
          <time dateTime={message.createdAt}>{timeFormat.format(new Date(message.createdAt))}</time>
        </p>
      </div>
      {code && <SignInCode code={code} />}
      <pre className="px-5 py-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-fg-muted sm:px-6">
        {message.text || '(no plain-text body)'}
      </pre>
    </Card>
  );
}

function SignInCode({ code }: { code: string }) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setIsCopied(true),
      () => setIsCopied(false),
    );
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border/70 bg-gold-400/6 px-5 py-4 sm:px-6">
      <div className="flex flex-col">
        <span className="text-xs font-semibold tracking-wider text-fg-subtle uppercase">
          Sign-in code
        </span>
        <span
          data-testid="mailbox-code"
          className="font-mono text-3xl font-bold tracking-[0.3em] text-gold-300"
        >
          {code}
        </span>
      </div>
      <Button variant="secondary" size="sm" onClick={copy}>
        {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {isCopied ? 'Copied' : 'Copy code'}
      </Button>
    </div>
  );
}
