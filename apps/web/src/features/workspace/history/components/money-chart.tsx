import type { MoneyPoint } from '@jokerwise/game';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartAxis, chartTooltipStyle } from '../../../../lib/chart-theme';
import { formatMoney } from '../../lib/format';

// Loaded on its own (React.lazy): recharts stays out of the workspace's main chunk.

/** The money after each round of the run, oldest first. */
export function MoneyChart({ points }: { points: readonly MoneyPoint[] }) {
  const last = points.at(-1);
  return (
    <div
      className="h-56 w-full sm:h-64"
      role="img"
      aria-label={`Money after each round: ${points.length} rounds${last ? `, ${formatMoney(last.money)} now` : ''}`}
      data-testid="money-chart"
      data-points={points.length}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={[...points]} margin={{ top: 8, right: 20, bottom: 0, left: -12 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#2f4a3c" />
          <XAxis dataKey="label" {...chartAxis} minTickGap={8} />
          <YAxis allowDecimals={false} tickFormatter={formatMoney} width={56} {...chartAxis} />
          <Tooltip
            contentStyle={chartTooltipStyle}
            formatter={(value) => [formatMoney(Number(value)), 'Money']}
          />
          <Line
            type="monotone"
            dataKey="money"
            name="Money"
            stroke="#f2c14e"
            strokeWidth={2}
            dot={{ r: 4, fill: '#f2c14e' }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
