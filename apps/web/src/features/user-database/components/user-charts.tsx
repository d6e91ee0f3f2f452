import type { UserInsights } from '@jokerwise/contracts';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartAxis, chartTooltipStyle } from '../../../lib/chart-theme';

// Loaded on its own (React.lazy in user-insights-panel.tsx): recharts stays out of every other
// chunk, the landing page's above all.

/** Sign-ups per day over 90 days, and the status and plan split, side by side. */
export default function UserCharts({ insights }: { insights: UserInsights }) {
  const days = insights.signupsPerDay.map((day) => ({ ...day, label: day.date.slice(5) }));
  const split = [
    { name: 'Active', count: insights.statuses.active, fill: '#3fb37f' },
    { name: 'Trialing', count: insights.statuses.trialing, fill: '#5b8def' },
    { name: 'Inactive', count: insights.statuses.inactive, fill: '#6b7a72' },
    { name: 'Explorer', count: insights.plans.explorer, fill: '#5b8def' },
    { name: 'Master', count: insights.plans.master, fill: '#e0413a' },
    { name: 'Legend', count: insights.plans.legend, fill: '#f2c14e' },
    { name: 'No plan', count: insights.plans.none, fill: '#6b7a72' },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <figure className="lg:col-span-2">
        <figcaption className="mb-2 text-sm font-semibold text-fg">
          Sign-ups per day, last 90 days
        </figcaption>
        <div className="h-52 w-full" role="img" aria-label="Sign-ups per day over the last 90 days">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#2f4a3c" />
              <XAxis dataKey="label" minTickGap={24} {...chartAxis} />
              <YAxis allowDecimals={false} {...chartAxis} />
              <Tooltip contentStyle={chartTooltipStyle} />
              <Area dataKey="count" name="Sign-ups" stroke="#f2c14e" fill="#f2c14e33" />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure>
        <figcaption className="mb-2 text-sm font-semibold text-fg">Statuses and plans</figcaption>
        <div className="h-52 w-full" role="img" aria-label="Users by status and by plan">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={split}
              layout="vertical"
              margin={{ top: 0, right: 8, bottom: 0, left: 8 }}
            >
              <XAxis type="number" allowDecimals={false} {...chartAxis} />
              <YAxis type="category" dataKey="name" width={70} {...chartAxis} />
              <Tooltip contentStyle={chartTooltipStyle} />
              <Bar dataKey="count" name="Users">
                {split.map((entry) => (
                  <Cell key={entry.name} fill={entry.fill} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
