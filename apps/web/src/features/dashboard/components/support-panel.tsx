import { SUPPORT_EMAIL } from '@jokerwise/contracts';
import { Clock, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { TitledCard } from '../../../components/ui/titled-card';
import { paths } from '../../../config/paths';
import { getSupportResponseTime, type DashboardUser } from '../lib/membership';

export function SupportPanel({ user }: { user: DashboardUser }) {
  return (
    <TitledCard
      title="Support"
      description={
        <>
          Questions about the coach, your run or billing? Write to us — a person answers. Many
          answers are already in the{' '}
          <Link
            className="font-medium text-gold-300 underline-offset-4 hover:underline"
            to={paths.faq.getHref()}
          >
            FAQ
          </Link>
          .
        </>
      }
      contentClassName="flex flex-col gap-3"
    >
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="flex items-center gap-3 rounded-xl border border-border bg-surface-sunken/60 p-4 font-medium text-gold-300 transition-colors hover:border-gold-400/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Mail aria-hidden="true" className="size-5 shrink-0" />
        <span className="break-all">{SUPPORT_EMAIL}</span>
      </a>
      <p className="flex items-center gap-2 text-sm text-fg-muted">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
        Response time: {getSupportResponseTime(user)}
      </p>
    </TitledCard>
  );
}
