import { ArrowUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PRICING_SECTION_ID, scrollToLandingSection } from '../lib/sections';
import { LandingSection } from './landing-section';

const steps = [
  {
    title: 'Choose your plan',
    text: 'Start Explorer or Master with two days free, or take Legend for life. Sign in with a one-time code — no password to remember.',
  },
  {
    title: 'Open it beside your game',
    text: 'Jokerwise runs in any browser: your phone, a tablet or a second monitor. Set up your run in a few taps, or load one mid-game.',
  },
  {
    title: 'Play your best run',
    text: 'Ask the coach before the shop, score hands before you play them, and keep your build in view from the first blind to the last.',
  },
] as const;

const suits = ['♠', '♥', '♣'] as const;

export function HowItWorksSection() {
  return (
    <LandingSection
      id="pricing"
      eyebrow="How it works"
      title={
        <>
          From first blind to <span className="text-gold-400">final ante</span> in three steps.
        </>
      }
    >
      <ol className="mx-auto grid max-w-2xl gap-5 lg:max-w-none lg:grid-cols-3">
        {steps.map(({ title, text }, index) => (
          <li
            key={title}
            className="relative flex flex-col gap-3 overflow-hidden rounded-card border border-border bg-surface/70 p-6 pt-7"
          >
            <span
              aria-hidden="true"
              className="absolute -top-3 -right-1 font-display text-[7rem] leading-none font-bold text-white/4 select-none"
            >
              {suits[index]}
            </span>
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-linear-to-b from-gold-300 to-gold-500 font-display text-xl font-bold text-primary-fg">
              {index + 1}
            </span>
            <h3 className="text-2xl font-bold">{title}</h3>
            <p className="text-sm leading-relaxed text-fg-muted">{text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-12 flex flex-col items-center gap-3 text-center">
        <Button size="lg" onClick={() => scrollToLandingSection(PRICING_SECTION_ID)}>
          <ArrowUp aria-hidden="true" />
          Start your free trial
        </Button>
        <p className="text-sm text-fg-muted">
          First 2 days free on Explorer and Master. Cancel anytime.
        </p>
      </div>
    </LandingSection>
  );
}
