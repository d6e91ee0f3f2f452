import type { WorkspaceDocument } from '@jokerwise/contracts';
import { getBossBlind } from '@jokerwise/game';
import { Sparkles } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useCalculator } from '../hooks/use-calculator';
import { useScenarioImport } from '../hooks/use-scenario-import';
import { getScenarioBlind } from '../lib/build-scenario';
import { formatNumber } from '../lib/format';
import { HandCards } from './hand-cards';
import { JokerReplaceDialog, LinkImportBanner } from './import-prompts';
import { JokerOrder } from './joker-order';
import { ScenarioActions } from './scenario-actions';
import { ScorePanel } from './score-panel';
import { SectionCard } from './section-card';

interface CalculatorProps {
  document: WorkspaceDocument;
  onChange: (next: WorkspaceDocument) => void;
}

function BlindInfo({ document }: { document: WorkspaceDocument }) {
  const { state } = document;
  const blind = getScenarioBlind(state);
  const boss = state.blindType === 'boss' && state.bossBlind ? getBossBlind(state.bossBlind) : null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant="gold">Ante {state.ante}</Badge>
      <Badge variant={boss ? 'destructive' : 'default'}>{blind ?? 'Boss Blind (not chosen)'}</Badge>
      {boss && <span className="text-fg-muted">{boss.effect}</span>}
    </div>
  );
}

/** The full hand calculator: cards, Jokers, levels and boss from the run, scored by the engine. */
export function Calculator({ document, onChange }: CalculatorProps) {
  const calculator = useCalculator(document, onChange);
  const importer = useScenarioImport(calculator);
  const { hand } = document;
  const { bestPlay } = calculator;
  const shareable = calculator.played.length > 0 || hand.length > 0 ? calculator.scenario : null;

  return (
    <SectionCard
      title="Hand calculator"
      description={<BlindInfo document={document} />}
      className="lg:col-span-2"
    >
      <div className="flex flex-col gap-6">
        <LinkImportBanner importer={importer} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <div className="flex min-w-0 flex-col gap-6">
            <HandCards hand={hand} calculator={calculator} />
            <div className="flex flex-col gap-3 rounded-xl border border-gold-400/25 bg-gold-400/5 p-3 sm:flex-row sm:items-center">
              <Button onClick={calculator.findBestPlay} disabled={hand.length === 0}>
                <Sparkles aria-hidden="true" />
                Best play
              </Button>
              <div
                className="min-h-10 min-w-0 flex-1 text-sm"
                aria-live="polite"
                data-testid="best-play"
              >
                {bestPlay ? (
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="text-fg">
                      <strong className="text-gold-200">{bestPlay.best.result.hand}</strong> for{' '}
                      <strong className="tabular-nums">
                        {formatNumber(bestPlay.best.result.score)}
                      </strong>
                      <span className="text-fg-muted"> · highlighted above</span>
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => calculator.setPlayed(bestPlay.best.cards)}
                    >
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
            <JokerOrder
              jokers={calculator.jokers}
              isUsingFileJokers={calculator.isUsingFileJokers}
              onMove={calculator.moveJoker}
              onRestoreRunJokers={calculator.restoreRunJokers}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <ScorePanel
              result={calculator.result}
              target={calculator.target}
              beatsBlind={calculator.beatsBlind}
              luck={calculator.luck}
              onLuckChange={calculator.setLuck}
            />
            <ScenarioActions scenario={shareable} importer={importer} />
          </div>
        </div>
      </div>
      <JokerReplaceDialog importer={importer} />
    </SectionCard>
  );
}
