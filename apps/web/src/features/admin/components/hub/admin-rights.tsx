import { z } from 'zod';
import { ShieldCheck, ShieldMinus, ShieldPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { getErrorMessage } from '../../../../lib/api-client';
import { useSetAdmin } from '../../../../lib/set-admin';
import { useAdmins } from '../../api/manage-admins';
import { useLeaveOnAdminFailure } from '../../hooks/use-admin-failure';
import { IconSection } from '../../../../components/ui/icon-section';

const userIdSchema = z.uuid();
const SOURCE_LABEL = {
  granted: 'Granted',
  configured: 'ADMIN_EMAILS',
  both: 'Granted · ADMIN_EMAILS',
};

/** Who holds admin rights; admins grant and revoke them (never the last admin). */
export function AdminRights() {
  const admins = useAdmins();
  const setAdmin = useSetAdmin();
  const [userId, setUserId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useLeaveOnAdminFailure(admins.error ?? setAdmin.error);

  function change(id: string, isAdmin: boolean) {
    setProblem(null);
    setAdmin.mutate(
      { userId: id, isAdmin },
      {
        onSuccess: () => setUserId(''),
        onError: (error) => setProblem(getErrorMessage(error, 'The change was not saved.')),
      },
    );
  }

  function grant(event: FormEvent) {
    event.preventDefault();
    const id = userId.trim();
    if (!userIdSchema.safeParse(id).success) {
      setProblem('Please enter a valid user ID');
      return;
    }
    change(id, true);
  }

  return (
    <IconSection icon={ShieldCheck} title="Admin rights">
      <ul className="divide-y divide-border/70 rounded-card border border-border">
        {admins.data?.admins.map((admin) => (
          <li key={admin.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-fg">{admin.username ?? admin.email}</p>
              <p className="truncate font-mono text-xs text-fg-subtle">{admin.id}</p>
            </div>
            {admin.source && <Badge variant="gold">{SOURCE_LABEL[admin.source]}</Badge>}
            {admin.source !== 'configured' && admin.source !== 'both' && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => change(admin.id, false)}
                disabled={setAdmin.isPending}
                aria-label={`Revoke admin rights of ${admin.email}`}
              >
                <ShieldMinus aria-hidden="true" />
                Revoke
              </Button>
            )}
          </li>
        ))}
        {admins.isPending && <li className="px-4 py-3 text-sm text-fg-muted">Loading admins...</li>}
      </ul>
      <form onSubmit={grant} className="flex flex-col gap-2 sm:flex-row">
        <Input
          aria-label="User ID to make admin"
          placeholder="User ID to make admin"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
          spellCheck={false}
          autoComplete="off"
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={userId === ''}
          isLoading={setAdmin.isPending}
        >
          <ShieldPlus aria-hidden="true" />
          Grant admin
        </Button>
      </form>
      {problem && (
        <p role="alert" className="text-sm text-ruby-300">
          {problem}
        </p>
      )}
    </IconSection>
  );
}
