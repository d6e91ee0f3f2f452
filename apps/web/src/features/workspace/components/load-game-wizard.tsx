import { RUN_TEXTS } from '@jokerwise/contracts';
import {
  LOAD_ANTE_MAX,
  LOAD_ANTE_MIN,
  LOAD_MONEY_MAX,
  LOAD_MONEY_MIN,
  type RunState,
  type WizardEvent,
} from '@jokerwise/game';
import { AnteChoices, LoadConfirm, RoundChoices } from './load-game-steps';
import { BossChoices, DeckChoices, MoneyForm, StakeChoices } from './setup-steps';
import { StageFrame } from './stage-frame';

export interface LoadGameWizardProps {
  run: RunState;
  send: (event: WizardEvent) => void;
}

const LOAD = 'Load game';

/**
 * The load-game path of docs/product/workspace.md: deck, stake, ante 1-12, round, money 0-999, the boss
 * only for a Boss round, then confirm.
 */
export function LoadGameWizard({ run, send }: LoadGameWizardProps) {
  const draft = run.loadDraft;
  const loadSteps = draft?.blindType === 'boss' ? 7 : 6;
  const back = () => send({ type: 'BACK' });
  const cancel = () => send({ type: 'CANCEL' });
  switch (run.stage) {
    case 'load-game-deck':
      return (
        <StageFrame
          eyebrow={LOAD}
          onBack={back}
          onCancel={cancel}
          step={1}
          steps={loadSteps}
          title="Which deck are you playing?"
          description="Load a run you already have going."
        >
          <DeckChoices
            selected={draft?.deck}
            onChoose={(deck) => send({ type: 'CHOOSE_DECK', deck })}
          />
        </StageFrame>
      );
    case 'load-game-stake':
      return (
        <StageFrame
          eyebrow={LOAD}
          onBack={back}
          onCancel={cancel}
          step={2}
          steps={loadSteps}
          title="Which stake?"
          description={`Playing the ${draft?.deck ?? run.deck}.`}
        >
          <StakeChoices
            selected={draft?.stake}
            onChoose={(stake) => send({ type: 'CHOOSE_STAKE', stake })}
          />
        </StageFrame>
      );
    case 'load-game-ante':
      return (
        <StageFrame
          eyebrow={LOAD}
          onBack={back}
          onCancel={cancel}
          step={3}
          steps={loadSteps}
          title="Which ante are you on?"
          description={`Antes ${LOAD_ANTE_MIN} to ${LOAD_ANTE_MAX}.`}
        >
          <AnteChoices
            selected={draft?.ante}
            onChoose={(ante) => send({ type: 'CHOOSE_ANTE', ante })}
          />
        </StageFrame>
      );
    case 'load-game-round':
      return (
        <StageFrame
          eyebrow={LOAD}
          onBack={back}
          onCancel={cancel}
          step={4}
          steps={loadSteps}
          title="Which blind is next?"
          description={`Ante ${draft?.ante ?? run.ante} has three blinds.`}
        >
          <RoundChoices onChoose={(blindType) => send({ type: 'CHOOSE_ROUND', blindType })} />
        </StageFrame>
      );
    case 'load-game-money':
      return (
        <StageFrame
          eyebrow={LOAD}
          onBack={back}
          onCancel={cancel}
          step={5}
          steps={loadSteps}
          title="How much money do you have?"
          description="Enter the money shown in your game."
        >
          <MoneyForm
            label="Current money"
            min={LOAD_MONEY_MIN}
            max={LOAD_MONEY_MAX}
            defaultValue={draft?.money ?? 0}
            onSubmit={(input) => send({ type: 'ENTER_MONEY', input })}
          />
        </StageFrame>
      );
    case 'load-game-boss':
      return (
        <StageFrame
          eyebrow={LOAD}
          onBack={back}
          onCancel={cancel}
          step={6}
          steps={loadSteps}
          title="Which boss blind?"
          description={`The boss of ante ${draft?.ante ?? run.ante}.`}
        >
          <BossChoices
            ante={draft?.ante ?? run.ante}
            onChoose={(boss) => send({ type: 'CHOOSE_BOSS', boss })}
          />
        </StageFrame>
      );
    case 'load-game-confirm':
      return (
        <StageFrame
          eyebrow={LOAD}
          onBack={back}
          step={loadSteps}
          steps={loadSteps}
          title="Confirm your game"
          description="Check the details, then load the run."
        >
          <LoadConfirm
            run={run}
            confirmLabel={RUN_TEXTS.loadConfirm}
            cancelLabel={RUN_TEXTS.cancel}
            onConfirm={() => send({ type: 'CONFIRM' })}
            onCancel={() => send({ type: 'CANCEL' })}
          />
        </StageFrame>
      );
    default:
      return null;
  }
}
