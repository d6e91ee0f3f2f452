import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { TitledCard } from '../../../components/ui/titled-card';
import { getProfileBadge, type DashboardUser } from '../lib/membership';

export function ProfilePanel({ user, children }: { user: DashboardUser; children?: ReactNode }) {
  const badge = getProfileBadge(user);
  return (
    <TitledCard
      title="Profile"
      description="The account you sign in with."
      aside={
        <Badge data-testid="profile-badge" variant={user.hasAccess ? 'gold' : 'default'}>
          {badge}
        </Badge>
      }
    >
      {/* Personal data: masked in session recordings (docs/decisions/022-session-recording-privacy.md). */}
      <dl
        data-recording-mask
        className="divide-y divide-border/70 rounded-xl border border-border bg-surface-sunken/60"
      >
        <div className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
          <dt className="text-sm text-fg-muted">E-mail</dt>
          <dd className="font-medium break-all text-fg">{user.email}</dd>
        </div>
        <div className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
          <dt className="text-sm text-fg-muted">Username</dt>
          <dd className={user.username ? 'font-medium text-fg' : 'text-fg-subtle italic'}>
            {user.username || 'Not set'}
          </dd>
        </div>
      </dl>
      {children}
    </TitledCard>
  );
}
