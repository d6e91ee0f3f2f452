import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  getStartingMoney,
  STARTING_MONEY_MAX,
  STARTING_MONEY_MIN,
  transitionWizard,
  type WizardEvent,
} from '@jokerwise/game';
import { useEffect } from 'react';
import { withRunState } from '../lib/document';
import { applyRunResult, NEW_RUN, type DocumentChange } from '../lib/run-actions';
import { clearTrackerSession } from '../lib/tracker-session';
import { SaveImportCard } from '../save-import';
import { InitialStage } from './initial-stage';
import { LoadGameWizard } from './load-game-wizard';
import { BossChoices, DeckChoices, MoneyForm, StakeChoices } from './setup-steps';
import { StageFrame } from './stage-frame';

export interface SetupWizardProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
}

const NEW = 'New game';

/** The setup and load-game wizards of docs/product/workspace.md; every step is an engine transition. */
export function SetupWizard({ document, onChange }: SetupWizardProps) {
  const run = document.state;
  const send = (event: WizardEvent) => {
    // docs/product/workspace.md "Loading a game": the tracker's stored state is cleared.
    if (event.type === 'CONFIRM') clearTrackerSession();
    const result = transitionWizard(run, event);
    // A loaded game is a new run: the old run's undo steps go.
    if (event.type === 'CONFIRM' && result.ok)
      onChange(withRunState(document, result.value), NEW_RUN);
    else applyRunResult(document, onChange, result);
  };
  const back = () => send({ type: 'BACK' });

  // Each step moves focus to its heading so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (run.stage !== 'initial') window.document.getElementById('stage-title')?.focus();
  }, [run.stage]);

  switch (run.stage) {
    case 'initial':
      return (
        <div className="flex flex-col gap-4 sm:gap-5">
          <InitialStage
            onBegin={() => send({ type: 'BEGIN' })}
            onLoad={() => send({ type: 'START_LOAD' })}
          />
          <SaveImportCard document={document} onChange={onChange} />
        </div>
      );
    case 'deck-setup':
      return (
        <StageFrame
          eyebrow={NEW}
          onBack={back}
          step={1}
          steps={4}
          title="Choose your deck"
          description="Each deck changes how the run starts."
        >
          <DeckChoices onChoose={(deck) => send({ type: 'CHOOSE_DECK', deck })} />
        </StageFrame>
      );
    case 'stake-setup':
      return (
        <StageFrame
          eyebrow={NEW}
          onBack={back}
          step={2}
          steps={4}
          title="Choose your stake"
          description={`Playing the ${run.deck}. Every stake adds its rule on top of all lower ones.`}
        >
          <StakeChoices onChoose={(stake) => send({ type: 'CHOOSE_STAKE', stake })} />
        </StageFrame>
      );
    case 'money-setup':
      return (
        <StageFrame
          eyebrow={NEW}
          onBack={back}
          step={3}
          steps={4}
          title="Starting money"
          description={`The ${run.deck} starts with $${getStartingMoney(run.deck)}. Change it if your run starts differently.`}
        >
          <MoneyForm
            label="Starting money"
            min={STARTING_MONEY_MIN}
            max={STARTING_MONEY_MAX}
            defaultValue={run.money}
            onSubmit={(input) => send({ type: 'ENTER_MONEY', input })}
          />
        </StageFrame>
      );
    case 'boss-setup':
      return (
        <StageFrame
          eyebrow={NEW}
          onBack={back}
          step={4}
          steps={4}
          title="Choose the boss blind"
          description={`The boss waiting at the end of ante ${run.ante}.`}
        >
          <BossChoices ante={run.ante} onChoose={(boss) => send({ type: 'CHOOSE_BOSS', boss })} />
        </StageFrame>
      );
    default:
      return <LoadGameWizard run={run} send={send} />;
  }
}
