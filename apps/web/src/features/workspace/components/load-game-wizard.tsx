import { RUN_TEXTS } from '@jokerwise/contracts';
import { LOAD_ANTE_MAX, LOAD_ANTE_MIN, LOAD_MONEY_MAX, LOAD_MONEY_MIN } from '@jokerwise/game';
import { AnteChoices, LoadConfirm, RoundChoices } from './load-game-steps';
import { BossChoices, DeckChoices, MoneyForm, StakeChoices } from './setup-steps';
import { StageFrame, type WizardPathProps, type WizardStep } from './stage-frame';

/** The step the run's stage shows, or undefined outside the load-game path. */
function loadStep({ run, send }: WizardPathProps, steps: number): WizardStep | undefined {
  const draft = run.loadDraft;
  const ante = draft?.ante ?? run.ante;
  switch (run.stage) {
    case 'load-game-deck':
      return {
        step: 1,
        title: 'Which deck are you playing?',
        description: 'Load a run you already have going.',
        children: (
          <DeckChoices
            selected={draft?.deck}
            onChoose={(deck) => send({ type: 'CHOOSE_DECK', deck })}
          />
        ),
      };
    case 'load-game-stake':
      return {
        step: 2,
        title: 'Which stake?',
        description: `Playing the ${draft?.deck ?? run.deck}.`,
        children: (
          <StakeChoices
            selected={draft?.stake}
            onChoose={(stake) => send({ type: 'CHOOSE_STAKE', stake })}
          />
        ),
      };
    case 'load-game-ante':
      return {
        step: 3,
        title: 'Which ante are you on?',
        description: `Antes ${LOAD_ANTE_MIN} to ${LOAD_ANTE_MAX}.`,
        children: (
          <AnteChoices
            selected={draft?.ante}
            onChoose={(chosen) => send({ type: 'CHOOSE_ANTE', ante: chosen })}
          />
        ),
      };
    case 'load-game-round':
      return {
        step: 4,
        title: 'Which blind is next?',
        description: `Ante ${ante} has three blinds.`,
        children: (
          <RoundChoices onChoose={(blindType) => send({ type: 'CHOOSE_ROUND', blindType })} />
        ),
      };
    case 'load-game-money':
      return {
        step: 5,
        title: 'How much money do you have?',
        description: 'Enter the money shown in your game.',
        children: (
          <MoneyForm
            label="Current money"
            min={LOAD_MONEY_MIN}
            max={LOAD_MONEY_MAX}
            defaultValue={draft?.money ?? 0}
            onSubmit={(input) => send({ type: 'ENTER_MONEY', input })}
          />
        ),
      };
    case 'load-game-boss':
      return {
        step: 6,
        title: 'Which boss blind?',
        description: `The boss of ante ${ante}.`,
        children: (
          <BossChoices ante={ante} onChoose={(boss) => send({ type: 'CHOOSE_BOSS', boss })} />
        ),
      };
    case 'load-game-confirm':
      return {
        step: steps,
        title: 'Confirm your game',
        description: 'Check the details, then load the run.',
        children: (
          <LoadConfirm
            run={run}
            confirmLabel={RUN_TEXTS.loadConfirm}
            cancelLabel={RUN_TEXTS.cancel}
            onConfirm={() => send({ type: 'CONFIRM' })}
            onCancel={() => send({ type: 'CANCEL' })}
          />
        ),
      };
    default:
      return undefined;
  }
}

/**
 * The load-game path of docs/product/workspace.md: deck, stake, ante 1-12, round, money 0-999, the boss
 * only for a Boss round, then confirm.
 */
export function LoadGameWizard(props: WizardPathProps) {
  const { run, send } = props;
  const steps = run.loadDraft?.blindType === 'boss' ? 7 : 6;
  const shown = loadStep(props, steps);
  if (!shown) return null;
  // The confirm step has its own Cancel button beside Load, so no second one in the frame.
  const confirming = run.stage === 'load-game-confirm';
  return (
    <StageFrame
      eyebrow="Load game"
      onBack={() => send({ type: 'BACK' })}
      onCancel={confirming ? undefined : () => send({ type: 'CANCEL' })}
      steps={steps}
      {...shown}
    />
  );
}
