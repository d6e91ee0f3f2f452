import { Button } from '../../../components/ui/button';

/** 'Page N of M' with Previous/Next, only when there is more than one page (docs/product/staff-console.md). */
export function UserPager(props: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** While the next page loads, the cursors on screen are the old page's. */
  busy?: boolean;
}) {
  if (props.totalPages <= 1) return null;
  return (
    <nav aria-label="User pages" className="flex items-center justify-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={props.busy || props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        Previous
      </Button>
      <span className="text-sm text-fg-muted">
        Page {props.page} of {props.totalPages}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={props.busy || props.page >= props.totalPages}
        onClick={() => props.onPage(props.page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
