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
import { StageFrame, type WizardPathProps, type WizardStep } from './stage-frame';

export interface SetupWizardProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
}

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

  // Each step moves focus to its heading so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (run.stage !== 'initial') window.document.getElementById('stage-title')?.focus();
  }, [run.stage]);

  if (run.stage === 'initial') {
    return (
      <div className="flex flex-col gap-4 sm:gap-5">
        <InitialStage
          onBegin={() => send({ type: 'BEGIN' })}
          onLoad={() => send({ type: 'START_LOAD' })}
        />
        <SaveImportCard document={document} onChange={onChange} />
      </div>
    );
  }
  const newGame = newGameStep({ run, send });
  if (!newGame) return <LoadGameWizard run={run} send={send} />;
  return (
    <StageFrame
      eyebrow="New game"
      onBack={() => send({ type: 'BACK' })}
      steps={NEW_GAME_STEPS}
      {...newGame}
    />
  );
}

const NEW_GAME_STEPS = 4;

/** The step of the new-game path the run's stage shows, or undefined outside that path. */
function newGameStep({ run, send }: WizardPathProps): WizardStep | undefined {
  switch (run.stage) {
    case 'deck-setup':
      return {
        step: 1,
        title: 'Choose your deck',
        description: 'Each deck changes how the run starts.',
        children: <DeckChoices onChoose={(deck) => send({ type: 'CHOOSE_DECK', deck })} />,
      };
    case 'stake-setup':
      return {
        step: 2,
        title: 'Choose your stake',
        description: `Playing the ${run.deck}. Every stake adds its rule on top of all lower ones.`,
        children: <StakeChoices onChoose={(stake) => send({ type: 'CHOOSE_STAKE', stake })} />,
      };
    case 'money-setup':
      return {
        step: 3,
        title: 'Starting money',
        description: `The ${run.deck} starts with $${getStartingMoney(run.deck)}. Change it if your run starts differently.`,
        children: (
          <MoneyForm
            label="Starting money"
            min={STARTING_MONEY_MIN}
            max={STARTING_MONEY_MAX}
            defaultValue={run.money}
            onSubmit={(input) => send({ type: 'ENTER_MONEY', input })}
          />
        ),
      };
    case 'boss-setup':
      return {
        step: 4,
        title: 'Choose the boss blind',
        description: `The boss waiting at the end of ante ${run.ante}.`,
        children: (
          <BossChoices ante={run.ante} onChoose={(boss) => send({ type: 'CHOOSE_BOSS', boss })} />
        ),
      };
    default:
      return undefined;
  }
}
