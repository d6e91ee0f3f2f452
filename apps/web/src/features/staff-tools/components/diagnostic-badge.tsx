import { Badge } from '../../../components/ui/badge';
import { BADGE_VARIANTS, type DiagnosticBadge as BadgeName } from '../lib/diagnostic-badges';

export function DiagnosticBadge({ name }: { name: BadgeName }) {
  return <Badge variant={BADGE_VARIANTS[name]}>{name}</Badge>;
}

/** One labelled line: what was checked, its badge and the detail. */
export function CheckRow({
  label,
  badge,
  detail,
}: {
  label: string;
  badge: BadgeName;
  detail?: string | null;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b border-border py-2 last:border-0">
      <span className="font-medium text-fg">{label}</span>
      <span className="flex min-w-0 items-center gap-2">
        {detail && (
          <span className="min-w-0 truncate text-sm text-fg-muted" title={detail}>
            {detail}
          </span>
        )}
        <DiagnosticBadge name={badge} />
      </span>
    </li>
  );
}
