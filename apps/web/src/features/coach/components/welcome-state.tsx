import { Bot } from 'lucide-react';

/** The welcome state's one-click questions (docs/product/coach.md). */
export const SUGGESTED_QUESTIONS = [
  'What should I play?',
  'Can I beat this blind?',
  'What should I buy?',
  'How much should I save?',
  'How do I beat the boss?',
  'Best order for my Jokers?',
] as const;

export interface WelcomeStateProps {
  onAsk: (question: string) => void;
  isDisabled: boolean;
}

export function WelcomeState({ onAsk, isDisabled }: WelcomeStateProps) {
  return (
    <div className="m-auto flex max-w-md flex-col items-center gap-3 px-1 py-2 text-center sm:gap-4 sm:py-6">
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-2xl border border-gold-400/40 bg-gold-400/12 text-gold-300 shadow-glow sm:size-14"
      >
        <Bot className="size-6 sm:size-7" />
      </span>
      <div className="flex flex-col gap-1.5">
        <h3 className="text-xl font-bold text-fg">Ask your coach</h3>
        <p className="text-sm leading-relaxed text-fg-muted">
          The coach reads your run — deck, stake, Jokers, money and the cards in the calculator —
          and answers with the numbers behind its advice.
        </p>
      </div>
      <ul className="flex flex-wrap justify-center gap-2" aria-label="Suggested questions">
        {SUGGESTED_QUESTIONS.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={isDisabled}
              onClick={() => onAsk(question)}
              className="cursor-pointer rounded-full border border-border-strong bg-surface-raised/80 px-3.5 py-1.5 text-sm font-medium sm:py-2 text-fg transition-colors hover:border-gold-400/60 hover:bg-felt-700 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
