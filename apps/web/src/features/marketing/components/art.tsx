import { cn } from '../../../utils/cn';

const chipColors = {
  red: { face: '#c8322b', edge: '#9c221d' },
  blue: { face: '#2f6fe0', edge: '#1a3f8f' },
  gold: { face: '#e0a82e', edge: '#b9831b' },
} as const;

/** A casino chip in original SVG art: striped edge, inner ring, centre inlay. */
export function PokerChip({
  color = 'red',
  className,
}: {
  color?: keyof typeof chipColors;
  className?: string;
}) {
  const { face, edge } = chipColors[color];
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={cn('size-12', className)}>
      <circle cx="24" cy="24" r="23" fill={edge} />
      <circle
        cx="24"
        cy="24"
        r="20.5"
        fill={face}
        stroke="#fff7e6"
        strokeWidth="5"
        strokeDasharray="7.5 8.6"
      />
      <circle
        cx="24"
        cy="24"
        r="13"
        fill={edge}
        stroke="#fff7e6"
        strokeOpacity=".55"
        strokeWidth="1.2"
      />
      <path d="m16.5 27 2.6-9 4.9 4.6 4.9-4.6 2.6 9z" fill="#fff7e6" fillOpacity=".92" />
    </svg>
  );
}
