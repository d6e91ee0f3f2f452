import { BrainCircuit, Calculator, Check, Layers, type LucideIcon } from 'lucide-react';
import { IconTile } from '../../../components/ui/icon-tile';
import type { ReactNode } from 'react';
import { LandingSection } from './landing-section';

function CoachMock() {
  return (
    <div className="flex flex-col gap-2 text-[0.8rem] leading-snug">
      <p className="self-end rounded-xl rounded-br-sm bg-felt-600/70 px-3 py-2 text-fg">
        Ante 6, $14. Reroll or save for interest?
      </p>
      <p className="self-start rounded-xl rounded-bl-sm border border-gold-400/25 bg-gold-400/10 px-3 py-2 text-gold-200">
        Save. At $15 you earn $3 interest, and your mult Joker already carries the boss blind.
      </p>
    </div>
  );
}

function CalculatorMock() {
  return (
    <div className="flex flex-col gap-2 font-mono text-xs tabular-nums">
      {[
        ['Pair base', '10 × 2'],
        ['+ 2 scored Kings', '30 × 2'],
        ['+ Joker: +4 mult', '30 × 6'],
      ].map(([step, value]) => (
        <div key={step} className="flex justify-between rounded-md bg-black/25 px-2.5 py-1.5">
          <span className="text-fg-muted">{step}</span>
          <span className="text-fg">{value}</span>
        </div>
      ))}
      <div className="flex justify-between rounded-md border border-gold-400/30 bg-gold-400/10 px-2.5 py-1.5 font-bold">
        <span className="text-gold-300">Score</span>
        <span className="text-gold-200">180</span>
      </div>
    </div>
  );
}

function TrackerMock() {
  return (
    <div className="flex flex-col gap-3 text-xs">
      <div className="flex items-center justify-between text-fg-muted">
        <span>Ante 4 of 8</span>
        <span className="font-semibold text-gold-300">$23</span>
      </div>
      <div className="flex gap-1" aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <span
            key={index}
            className={
              index < 4
                ? 'h-1.5 flex-1 rounded-full bg-gold-400'
                : 'h-1.5 flex-1 rounded-full bg-white/10'
            }
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-1.5">
        {['Jokers 4/5', 'Vouchers 2', 'Flush Lv 3', 'Boss: next ante'].map((chip) => (
          <span
            key={chip}
            className="rounded-full border border-border-strong bg-surface-raised px-2 py-0.5 text-fg-muted"
          >
            {chip}
          </span>
        ))}
      </div>
    </div>
  );
}

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  points: readonly string[];
  mock: ReactNode;
}

const features: readonly Feature[] = [
  {
    icon: BrainCircuit,
    title: 'AI strategy coach',
    text: 'Chat with a coach that sees your whole build — deck, stake, Jokers, vouchers, money — and answers with a move and the reason for it.',
    points: ['Shop, reroll and skip calls', 'Boss blind game plans', 'Plain-language reasoning'],
    mock: <CoachMock />,
  },
  {
    icon: Calculator,
    title: 'Hand calculator',
    text: 'Chips, mult and every Joker trigger, step by step. Know the score — and the best play in your hand — before you press Play.',
    points: ['Scoring shown step by step', 'Best play from your hand', 'Hand levels included'],
    mock: <CalculatorMock />,
  },
  {
    icon: Layers,
    title: 'Run tracking',
    text: 'Set up a run in a few taps, or load one mid-game, and keep ante, money, Jokers, shop and hand levels on a second screen.',
    points: [
      'New-game and load-game wizards',
      'Interest and money at a glance',
      'Poker hand levels tracked',
    ],
    mock: <TrackerMock />,
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      eyebrow="Features"
      title={
        <>
          Three tools. <span className="text-gold-400">One winning run.</span>
        </>
      }
      intro="Everything you would otherwise juggle in your head, a wiki tab and a calculator app — in one companion built for the table."
    >
      {/* Tablet: text beside its mock, one feature per row; desktop: three columns. */}
      <ul className="grid gap-5 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text, points, mock }) => (
          <li
            key={title}
            className="grid gap-5 rounded-card border border-border bg-linear-to-b from-surface-raised/90 to-surface/90 p-6 shadow-card transition-[border-color,transform] duration-300 hover:border-gold-400/40 motion-safe:hover:-translate-y-1 md:grid-cols-2 md:items-center md:gap-8 lg:flex lg:flex-col lg:items-stretch lg:gap-5"
          >
            <div className="flex flex-col gap-5">
              <IconTile icon={Icon} />
              <div className="flex flex-col gap-2">
                <h3 className="text-2xl font-bold">{title}</h3>
                <p className="text-sm leading-relaxed text-fg-muted">{text}</p>
              </div>
              <ul className="flex flex-col gap-1.5 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex items-center gap-2 text-fg">
                    <Check aria-hidden="true" className="size-4 shrink-0 text-chip-green" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <div
              aria-hidden="true"
              className="rounded-xl border border-white/6 bg-surface-sunken/80 p-3.5 lg:mt-auto"
            >
              {mock}
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
