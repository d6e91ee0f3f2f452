import type { ScenarioJoker } from '@jokerwise/game';
import { ChevronLeft, ChevronRight, GripVertical } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../utils/cn';

interface JokerOrderProps {
  jokers: readonly ScenarioJoker[];
  isUsingFileJokers: boolean;
  onMove: (from: number, to: number) => void;
  onRestoreRunJokers: () => void;
}

const moveButton =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-lg text-fg-muted hover:bg-white/8 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-35';

/** Jokers score left to right (docs/product/workspace.md): drag them, or use the move buttons. */
export function JokerOrder({
  jokers,
  isUsingFileJokers,
  onMove,
  onRestoreRunJokers,
}: JokerOrderProps) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragFrom !== null && dragFrom !== to) onMove(dragFrom, to);
    setDragFrom(null);
    setDropAt(null);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold tracking-wider text-fg-subtle uppercase">
          Jokers, left to right
        </h4>
        {isUsingFileJokers && (
          <Button variant="ghost" size="sm" onClick={onRestoreRunJokers}>
            Use my build&apos;s Jokers
          </Button>
        )}
      </div>
      {isUsingFileJokers && (
        <p className="text-sm text-fg-muted">Scoring with the Jokers from the scenario file.</p>
      )}
      {jokers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border-strong bg-surface-sunken/40 px-4 py-3 text-sm text-fg-muted">
          No Jokers in this build. Add them in Current Build to score with them.
        </p>
      ) : (
        <ol className="flex flex-wrap gap-2" aria-label="Joker order">
          {jokers.map((joker, index) => (
            <li
              key={`${joker.name}-${index}`}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragFrom(index);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setDropAt(index);
              }}
              onDragLeave={() => setDropAt(null)}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => {
                setDragFrom(null);
                setDropAt(null);
              }}
              className={cn(
                'flex max-w-full min-w-0 cursor-grab items-center gap-1 rounded-xl border border-gold-400/40 bg-linear-to-b from-felt-600 to-felt-800 py-1 pr-1 pl-2 text-sm active:cursor-grabbing',
                dragFrom === index && 'opacity-50',
                dropAt === index && dragFrom !== index && 'border-gold-300 ring-2 ring-gold-300/60',
              )}
            >
              <GripVertical
                aria-hidden="true"
                className="hidden size-4 shrink-0 text-gold-300/70 sm:block"
              />
              <span className="text-xs text-fg-subtle tabular-nums">{index + 1}.</span>
              <span className="truncate font-semibold text-fg">{joker.name}</span>
              {joker.edition && <Badge variant="gold">{joker.edition}</Badge>}
              <button
                type="button"
                className={moveButton}
                aria-label={`Move ${joker.name} left`}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={moveButton}
                aria-label={`Move ${joker.name} right`}
                disabled={index === jokers.length - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
