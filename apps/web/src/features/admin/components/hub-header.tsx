import { ShieldCheck, UserRound } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

export interface HubUser {
  username: string | null;
  email: string;
}

/** docs/product/staff-console.md: username, else e-mail, else 'Admin User'. */
export function hubDisplayName(user: HubUser | null): string {
  return user?.username || user?.email || 'Admin User';
}

/** The hub's header strip: the 'Admin Access' badge and who is signed in. */
export function HubHeader({ user }: { user: HubUser | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface-raised/60 px-4 py-3">
      <Badge variant="gold">
        <ShieldCheck aria-hidden="true" />
        Admin Access
      </Badge>
      <div className="flex min-w-0 items-center gap-2">
        <UserRound aria-hidden="true" className="size-4.5 shrink-0 text-fg-subtle" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-fg" data-testid="hub-user">
            {hubDisplayName(user)}
          </p>
          <p className="text-xs text-fg-subtle">Administrator</p>
        </div>
      </div>
    </div>
  );
}
