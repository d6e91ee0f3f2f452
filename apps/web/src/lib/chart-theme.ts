// The charts' colours on the felt background, shared so every recharts chart reads alike.

/** Props of every XAxis and YAxis. */
export const chartAxis = { stroke: '#9aa79f', fontSize: 12 };

/** The Tooltip's box. */
export const chartTooltipStyle = { background: '#0f2019', border: '1px solid #2f4a3c' };
