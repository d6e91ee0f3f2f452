import type { BestPlayResult } from '@jokerwise/game';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { formatNumber } from '../lib/format';

interface BestPlayRowProps {
  bestPlay: BestPlayResult | null;
  canSearch: boolean;
  onFind: () => void;
  onPlay: (cards: readonly number[]) => void;
}

/** Best play: the engine's highest-scoring cards to play, and a button to play them. */
export function BestPlayRow({ bestPlay, canSearch, onFind, onPlay }: BestPlayRowProps) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-gold-400/25 bg-gold-400/5 p-3 sm:flex-row sm:items-center">
      <Button onClick={onFind} disabled={!canSearch}>
        <Sparkles aria-hidden="true" />
        Best play
      </Button>
      <div className="min-h-10 min-w-0 flex-1 text-sm" aria-live="polite" data-testid="best-play">
        {bestPlay ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="text-fg">
              <strong className="text-gold-200">{bestPlay.best.result.hand}</strong> for{' '}
              <strong className="tabular-nums">{formatNumber(bestPlay.best.result.score)}</strong>
              <span className="text-fg-muted"> · highlighted above</span>
            </span>
            <Button variant="ghost" size="sm" onClick={() => onPlay(bestPlay.best.cards)}>
              Play these cards
            </Button>
          </div>
        ) : (
          <span className="text-fg-muted">
            Finds the cards to play, and their order, that score the most.
          </span>
        )}
      </div>
    </div>
  );
}
