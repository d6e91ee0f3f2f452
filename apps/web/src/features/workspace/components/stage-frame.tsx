import { ArrowLeft, X } from 'lucide-react';
import type { RunState, WizardEvent } from '@jokerwise/game';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';

export interface StageFrameProps {
  /** e.g. "New game" or "Load game". */
  eyebrow: string;
  title: string;
  description: ReactNode;
  /** 1-based step and the number of steps of this wizard path. */
  step?: number;
  steps?: number;
  children: ReactNode;
  className?: string;
  /** The previous step (the wizards have a Back button). */
  onBack?: () => void;
  /** Leaves the wizard, e.g. back to the running game a Load Game was opened over. */
  onCancel?: () => void;
}

/** A wizard path (new game, load game) reads the run and moves it by engine events. */
export interface WizardPathProps {
  run: RunState;
  send: (event: WizardEvent) => void;
}

/** What one step of a wizard path shows: its place in the path, heading and choices. */
export type WizardStep = Required<
  Pick<StageFrameProps, 'step' | 'title' | 'description' | 'children'>
>;

/** One wizard step: a heading block with step dots above the step's choices. */
export function StageFrame({
  eyebrow,
  title,
  description,
  step,
  steps,
  children,
  className,
  onBack,
  onCancel,
}: StageFrameProps) {
  return (
    <section aria-labelledby="stage-title" className={cn('flex flex-col gap-6', className)}>
      {(onBack || onCancel) && (
        <div className="flex items-center justify-between gap-3">
          {onBack ? (
            <Button variant="ghost" size="sm" onClick={onBack}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          ) : (
            <span />
          )}
          {onCancel && (
            <Button variant="ghost" size="sm" onClick={onCancel}>
              <X aria-hidden="true" />
              Cancel
            </Button>
          )}
        </div>
      )}
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-xs font-bold tracking-[0.18em] text-gold-300 uppercase">
            {eyebrow}
          </span>
          {step !== undefined && steps !== undefined && (
            <span className="flex items-center gap-1.5" aria-label={`Step ${step} of ${steps}`}>
              {Array.from({ length: steps }, (_, index) => (
                <span
                  key={index}
                  aria-hidden="true"
                  className={cn(
                    'h-1.5 rounded-full transition-all',
                    index < step ? 'w-6 bg-gold-400' : 'w-3 bg-border-strong',
                  )}
                />
              ))}
            </span>
          )}
        </div>
        <h2 id="stage-title" tabIndex={-1} className="text-3xl font-bold text-fg sm:text-4xl">
          {title}
        </h2>
        <p className="max-w-2xl text-fg-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}
