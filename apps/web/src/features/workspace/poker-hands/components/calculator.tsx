import type { WorkspaceDocument } from '@jokerwise/contracts';
import { getBossBlind } from '@jokerwise/game';
import { Badge } from '../../../../components/ui/badge';
import { useCalculator } from '../hooks/use-calculator';
import { useCardDialog } from '../hooks/use-card-dialog';
import type { Hand } from '../hooks/use-hand';
import { useScenarioImport } from '../hooks/use-scenario-import';
import { getScenarioBlind } from '../lib/build-scenario';
import { BestPlayRow } from './best-play-row';
import { CardEditorDialog } from './card-editor-dialog';
import { HandCards } from './hand-cards';
import { HandEntry } from './hand-entry';
import { JokerReplaceDialog, LinkImportBanner } from './import-prompts';
import { JokerOrder } from './joker-order';
import { ScenarioActions } from './scenario-actions';
import { ScorePanel } from './score-panel';
import { SectionCard } from './section-card';

interface CalculatorProps {
  document: WorkspaceDocument;
  onChange: (next: WorkspaceDocument) => void;
  /** The tab's one hand of cards, shared with the hand detector. */
  hand: Hand;
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
export function Calculator({ document, onChange, hand }: CalculatorProps) {
  const calculator = useCalculator(document, onChange, hand);
  const importer = useScenarioImport(calculator);
  const cardDialog = useCardDialog(hand);
  const { bestPlay } = calculator;
  const shareable = hand.cards.length > 0 ? calculator.scenario : null;

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
            <HandCards
              hand={hand}
              bestCards={bestPlay?.best.cards ?? []}
              onAdd={() => cardDialog.add()}
              onEdit={cardDialog.edit}
            />
            <BestPlayRow
              bestPlay={bestPlay}
              canSearch={hand.cards.length > 0}
              onFind={calculator.findBestPlay}
              onPlay={hand.setPlayed}
            />
            <HandEntry hand={hand} cardDialog={cardDialog} />
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
      <CardEditorDialog {...cardDialog.dialog} />
      <JokerReplaceDialog importer={importer} />
    </SectionCard>
  );
}
