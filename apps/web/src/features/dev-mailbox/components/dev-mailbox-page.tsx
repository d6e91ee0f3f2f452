import type { DevMailboxMessage } from '@jokerwise/contracts';
import { Inbox, MailX, RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/layout/content-page';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { MAILBOX_REFRESH_MS, useDevMailbox } from '../api/get-dev-mailbox';
import { MailboxMessage } from './mailbox-message';

/**
 * /dev-mailbox: the e-mails a development server captured instead of sending, newest first, so a
 * newcomer reads their sign-in code here rather than in the server's JSON log lines. On any other
 * server the endpoint does not exist and the page says so.
 */
export function DevMailboxPage() {
  const mailbox = useDevMailbox({ live: true });

  if (mailbox.data === null) {
    return (
      <ContentPage
        icon={MailX}
        eyebrow="Development only"
        title="No local mailbox here"
        description="The local mailbox exists only in development. This server sends its e-mails for real, so your sign-in code is in your inbox."
        actions={<BackToCode />}
      />
    );
  }

  return (
    <ContentPage
      icon={Inbox}
      eyebrow="Development only"
      title="Local mailbox"
      description={`E-mails this development server captured instead of sending, newest first. New ones appear within ${MAILBOX_REFRESH_MS / 1000} seconds.`}
      actions={<BackToCode />}
    >
      {mailbox.data ? (
        <MessageList messages={mailbox.data.messages} />
      ) : mailbox.error ? (
        <Centered>
          <div role="alert" className="flex flex-col items-center gap-4 text-center">
            <TriangleAlert aria-hidden="true" className="size-8 text-ruby-400" />
            <p className="text-fg">
              {getErrorMessage(mailbox.error, 'The mailbox could not be read.')}
            </p>
            <Button variant="secondary" onClick={() => void mailbox.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        </Centered>
      ) : (
        <Centered>
          <Spinner size="lg" label="Opening the mailbox..." />
        </Centered>
      )}
    </ContentPage>
  );
}

function MessageList({ messages }: { messages: readonly DevMailboxMessage[] }) {
  if (messages.length === 0) {
    return (
      <Centered>
        <p className="max-w-md text-center text-fg-muted">
          No e-mails yet. Ask for a sign-in code and it shows up here.
        </p>
      </Centered>
    );
  }
  return (
    <ol aria-label="E-mails, newest first" className="flex max-w-3xl flex-col gap-5">
      {messages.map((message) => (
        <li key={message.id}>
          <MailboxMessage message={message} />
        </li>
      ))}
    </ol>
  );
}

function BackToCode() {
  return (
    <Link to={paths.verify.getHref()} className={buttonClassName('secondary', 'md')}>
      Back to the code screen
    </Link>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex min-h-48 max-w-3xl items-center justify-center">{children}</div>;
}
