import type { CrmHistoryDay } from '@jokerwise/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartAxis, chartTooltipStyle } from '../../../lib/chart-theme';

// Loaded on its own (React.lazy): recharts stays out of every other chunk.

/** docs/product/staff-console.md: the last 7 days, calls and failures per day. */
export function HistoryChart({ days }: { days: readonly CrmHistoryDay[] }) {
  const data = days.map((day) => ({ ...day, label: day.date.slice(5) }));
  return (
    <div
      className="h-56 w-full"
      role="img"
      aria-label="CRM calls and failures over the last 7 days"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#2f4a3c" />
          <XAxis dataKey="label" {...chartAxis} />
          <YAxis allowDecimals={false} {...chartAxis} />
          <Tooltip contentStyle={chartTooltipStyle} />
          <Legend />
          <Bar dataKey="calls" name="Calls" fill="#f2c14e" />
          <Bar dataKey="failures" name="Failures" fill="#e0413a" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
