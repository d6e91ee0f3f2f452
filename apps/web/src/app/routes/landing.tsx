import { PRODUCT_NAME } from '@jokerwise/contracts';
import { BrainCircuit, Calculator, Layers, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { JokerCard, PlayingCard } from '../../components/ui/playing-card';
import { paths } from '../../config/paths';

const features = [
  {
    icon: BrainCircuit,
    title: 'AI strategy coach',
    text: 'Describe your run and get a clear next move: which Joker to buy, what to discard, when to reroll.',
  },
  {
    icon: Calculator,
    title: 'Hand calculator',
    text: 'Chips, mult and every Joker trigger, step by step — know the score before you press Play.',
  },
  {
    icon: Layers,
    title: 'Deck & build tracking',
    text: 'Keep your deck, Jokers and vouchers in view on a second screen while you play.',
  },
] as const;

// Placeholder landing page; the landing feature adds pricing, reviews and the guarantee.
export function LandingRoute() {
  return (
    <>
      <title>{`${PRODUCT_NAME} — Balatro strategy companion`}</title>
      <section className="relative mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-14 pb-10 sm:px-6 md:grid-cols-[1.15fr_1fr] md:pt-20">
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
            <Button asChild size="lg">
              <Link to={paths.subscribe.getHref()}>Start your journey</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.faq.getHref()}>How it works</Link>
            </Button>
          </div>
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <span className="flex text-gold-400" aria-hidden="true">
              {Array.from({ length: 5 }, (_, index) => (
                <Star key={index} className="size-4 fill-current" />
              ))}
            </span>
            4.9 from 2,847 players · First 2 days free
          </p>
        </div>
        <div aria-hidden="true" className="relative mx-auto h-60 w-full max-w-sm sm:h-80">
          <div className="absolute inset-6 rounded-full bg-felt-500/30 blur-3xl" />
          <div className="absolute top-1/2 left-1/2 -translate-x-[112%] -translate-y-[44%] -rotate-12">
            <PlayingCard rank="A" suit="spades" />
          </div>
          <div className="absolute top-1/2 left-1/2 translate-x-[12%] -translate-y-[44%] rotate-12">
            <PlayingCard rank="K" suit="hearts" />
          </div>
          <div className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-[56%]">
            <JokerCard className="sm:w-36" />
          </div>
        </div>
      </section>
      <section
        id="features"
        aria-labelledby="features-title"
        className="mx-auto w-full max-w-6xl scroll-mt-20 px-4 pb-20 sm:px-6"
      >
        <h2 id="features-title" className="sr-only">
          Features
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full pb-6 transition-colors hover:border-gold-400/40">
                <CardHeader>
                  <span className="mb-2 inline-flex size-11 items-center justify-center rounded-xl border border-gold-400/30 bg-gold-400/10 text-gold-300">
                    <Icon aria-hidden="true" className="size-5.5" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription>{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
