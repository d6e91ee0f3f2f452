import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useUserInsights } from '../api/get-user-insights';

const UserCharts = lazy(() => import('./user-charts'));

/** The picture above the table: one aggregate call, the chart library loaded late. */
export function UserInsightsPanel() {
  const insights = useUserInsights();
  if (insights.isError) return null;
  return (
    <section
      aria-label="Sign-ups and subscriptions"
      className="rounded-card border border-border bg-surface-raised p-4"
    >
      {insights.data ? (
        <Suspense fallback={<Spinner size="sm" label="Loading chart..." />}>
          <UserCharts insights={insights.data} />
        </Suspense>
      ) : (
        <Spinner size="sm" label="Loading chart..." />
      )}
    </section>
  );
}
