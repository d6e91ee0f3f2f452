import { FolderOpen, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from './section-card';

export interface NewGameTabProps {
  onNewGame: () => void;
  onLoadGame: () => void;
}

/** docs/product/workspace.md: the New Game tab offers New Game reset and Load Game. */
export function NewGameTab({ onNewGame, onLoadGame }: NewGameTabProps) {
  return (
    <div className="grid gap-4 sm:gap-5 md:grid-cols-2">
      <SectionCard title="New Game">
        <p className="text-sm text-fg-muted">
          Start over from the deck choice. Your Jokers, vouchers, shop and hand levels are reset.
        </p>
        <Button variant="destructive" className="self-start" onClick={onNewGame}>
          <RotateCcw aria-hidden="true" />
          New Game
        </Button>
      </SectionCard>
      <SectionCard title="Load Game">
        <p className="text-sm text-fg-muted">
          Jump into a run already in progress: deck, stake, ante, round, money and boss.
        </p>
        <Button variant="secondary" className="self-start" onClick={onLoadGame}>
          <FolderOpen aria-hidden="true" />
          Load Game
        </Button>
      </SectionCard>
    </div>
  );
}
