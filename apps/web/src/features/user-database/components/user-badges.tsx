import { Badge } from '../../../components/ui/badge';
import { planVariant, statusVariant } from '../lib/user-labels';

export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={statusVariant(status)}>{status}</Badge>;
}

export function PlanBadge({ plan }: { plan: string | null }) {
  return <Badge variant={planVariant(plan)}>{plan ?? 'none'}</Badge>;
}
