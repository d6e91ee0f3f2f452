import { RUN_TEXTS } from '@jokerwise/contracts';
import { FolderOpen, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { JokerCard, PlayingCard } from '../../../components/ui/playing-card';

export interface InitialStageProps {
  onBegin: () => void;
  onLoad: () => void;
}

/** docs/product/workspace.md "initial": one button, 'The Journey Begins', plus the load-game path. */
export function InitialStage({ onBegin, onLoad }: InitialStageProps) {
  return (
    <section
      aria-labelledby="initial-title"
      className="relative overflow-hidden rounded-[1.5rem] border border-gold-400/25 bg-linear-to-br from-felt-700/90 via-felt-900/95 to-midnight-900/95 px-6 py-12 shadow-card sm:px-12 sm:py-16"
    >
      <div className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-gold-400/10 blur-3xl" />
      <div className="relative grid items-center gap-10 md:grid-cols-[1.2fr_1fr]">
        <div className="flex flex-col gap-5">
          <span className="text-xs font-bold tracking-[0.2em] text-gold-300 uppercase">
            Your run workspace
          </span>
          <h2 id="initial-title" className="text-4xl leading-[1.05] font-bold text-fg sm:text-5xl">
            Record your run. Read the table. Play the next hand better.
          </h2>
          <p className="max-w-xl text-fg-muted sm:text-lg">
            Set up your deck, stake and money, then track Jokers, vouchers, the shop and your hand
            levels while the coach keeps an eye on your build.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={onBegin}>
              <Sparkles aria-hidden="true" />
              {RUN_TEXTS.begin}
            </Button>
            <Button size="lg" variant="secondary" onClick={onLoad}>
              <FolderOpen aria-hidden="true" />
              Load Game
            </Button>
          </div>
        </div>
        <div
          className="relative hidden h-56 items-center justify-center md:flex"
          aria-hidden="true"
        >
          <PlayingCard rank="A" suit="spades" className="absolute -translate-x-20 -rotate-12" />
          <PlayingCard rank="K" suit="hearts" className="absolute translate-x-20 rotate-12" />
          <JokerCard className="relative z-10 -translate-y-2" />
        </div>
      </div>
    </section>
  );
}
