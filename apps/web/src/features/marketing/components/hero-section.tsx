import { PRODUCT_NAME } from '@jokerwise/contracts';
import { ArrowDown, BrainCircuit, Sparkles } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { JokerCard, PlayingCard } from '../../../components/ui/playing-card';
import { PRICING_SECTION_ID, scrollToLandingSection } from '../lib/sections';
import { PokerChip } from './art';

function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto h-80 w-full max-w-md sm:h-96">
      <div className="absolute inset-10 rounded-full bg-felt-500/35 blur-3xl" />
      <div className="absolute top-[46%] left-1/2 -translate-x-[112%] -translate-y-1/2 -rotate-12">
        <PlayingCard rank="A" suit="spades" />
      </div>
      <div className="absolute top-[46%] left-1/2 translate-x-[12%] -translate-y-1/2 rotate-12">
        <PlayingCard rank="K" suit="hearts" />
      </div>
      <div className="absolute top-[42%] left-1/2 -translate-x-1/2 -translate-y-1/2 motion-safe:transition-transform motion-safe:duration-500 motion-safe:hover:-translate-y-[54%]">
        <JokerCard className="sm:w-36" />
      </div>
      <PokerChip color="red" className="absolute top-4 left-2 size-11 -rotate-12 sm:left-0" />
      <PokerChip color="blue" className="absolute top-14 right-3 size-9 rotate-12" />
      <div className="absolute bottom-1 left-1/2 flex w-[17.5rem] -translate-x-1/2 flex-col gap-2 rounded-2xl border border-border-strong bg-surface-sunken/90 p-3 shadow-card backdrop-blur">
        <div className="flex items-start gap-2">
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-lg bg-gold-400/15 text-gold-300">
            <BrainCircuit className="size-4" />
          </span>
          <p className="text-left text-[0.8rem] leading-snug text-fg">
            Keep the flush draw — discard the 9♣ and 4♦.
          </p>
        </div>
        <div className="flex items-center justify-between rounded-lg bg-black/30 px-2.5 py-1.5 font-mono text-xs tabular-nums">
          <span className="text-fg-muted">Flush</span>
          <span>
            <span className="font-bold text-chip-blue">48</span>
            <span className="text-fg-subtle"> × </span>
            <span className="font-bold text-ruby-400">12</span>
            <span className="text-fg-subtle"> = </span>
            <span className="font-bold text-gold-300">576</span>
          </span>
        </div>
      </div>
    </div>
  );
}

export function HeroSection() {
  return (
    <section className="relative mx-auto grid w-full max-w-6xl items-center gap-10 overflow-x-clip px-4 pt-12 pb-8 sm:px-6 md:pt-20 md:pb-14 lg:grid-cols-[1.1fr_1fr]">
      <div className="flex flex-col items-start gap-6">
        <Badge variant="gold">
          <Sparkles aria-hidden="true" />
          The companion for Balatro players
        </Badge>
        <h1 className="text-5xl leading-[0.98] font-bold text-fg sm:text-6xl lg:text-7xl">
          Play every ante like you <span className="text-gold-400">planned it.</span>
        </h1>
        <p className="max-w-xl text-lg leading-relaxed text-fg-muted">
          {PRODUCT_NAME} sits beside your game: an AI coach that reads your run, a calculator that
          scores hands before you play them, and a tracker that never forgets a Joker.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button
            size="lg"
            data-testid="hero-start"
            onClick={() => scrollToLandingSection(PRICING_SECTION_ID)}
          >
            Start your journey
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button size="lg" variant="secondary" onClick={() => scrollToLandingSection('pricing')}>
            See how it works
          </Button>
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
          <span>First 2 days free</span>
          <span aria-hidden="true">·</span>
          <span>30-day money-back guarantee</span>
        </p>
      </div>
      <HeroArt />
    </section>
  );
}
