import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../features/auth/api/get-me';

/** The way on from a staff tool (no page is a dead end): the console, or home. */
export function ToolOnwardLink() {
  const { user } = useSession();
  const isStaff = user?.isAdmin === true;
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={isStaff ? paths.admin.dev.getHref() : paths.home.getHref()}>
        <ArrowLeft aria-hidden="true" />
        {isStaff ? 'Back to the staff console' : 'Back to home'}
      </Link>
    </Button>
  );
}
