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

// Loaded on its own (React.lazy): recharts stays out of every other chunk.

const axis = { stroke: '#9aa79f', fontSize: 12 };

/** Spec 001 §9: the last 7 days, calls and failures per day. */
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
          <XAxis dataKey="label" {...axis} />
          <YAxis allowDecimals={false} {...axis} />
          <Tooltip contentStyle={{ background: '#0f2019', border: '1px solid #2f4a3c' }} />
          <Legend />
          <Bar dataKey="calls" name="Calls" fill="#f2c14e" />
          <Bar dataKey="failures" name="Failures" fill="#e0413a" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
