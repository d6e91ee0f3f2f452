import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useIsStaff } from '../api/check-staff';

/**
 * The tool pages have no route guard in docs/product/staff-console.md, but their endpoints are admin-only
 * (docs/decisions/006-*): a non-admin is told the page is for staff instead of a wall of 403s.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const staff = useIsStaff();
  if (staff.isPending) return <Spinner label="Checking access" />;
  if (staff.data === true) return <>{children}</>;
  return (
    <Card role="status">
      <CardContent className="flex items-start gap-3 p-6">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 text-gold-300" />
        <div>
          <p className="font-semibold text-fg">This tool is for staff.</p>
          <p className="text-fg-muted">Sign in with an admin account to use it.</p>
        </div>
      </CardContent>
    </Card>
  );
}
