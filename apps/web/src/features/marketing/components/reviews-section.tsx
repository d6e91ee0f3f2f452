import { LandingSection } from './landing-section';

// Only what is true of the product (docs/decisions/038-no-invented-ratings.md): no player count
// or rating the product has not measured. The stories are illustrations of what the companion
// is for, said to be so on the page, until real, consented player reviews replace them. The
// landing's test checks the two counts against the game data.
const stats = [
  { value: '150', label: 'Jokers scored by the game’s rules' },
  { value: '12', label: 'poker hands, levels 1 to 50' },
  { value: '48 h', label: 'free trial' },
  { value: '30 days', label: 'money-back guarantee' },
] as const;

const testimonials = [
  {
    quote:
      'I finally beat Gold Stake. The coach talked me out of two greedy rerolls that would have cost me the run.',
    name: 'A Gold Stake run',
    role: 'Illustration: the coach',
  },
  {
    quote:
      'The calculator settles every ‘does this hand beat the blind?’ moment. I keep it open on my tablet next to the game.',
    name: 'A tablet beside the game',
    role: 'Illustration: the calculator',
  },
  {
    quote:
      'Run tracking is the quiet hero. Ante, money, hand levels — I stopped losing track of my build halfway through.',
    name: 'An Endless run',
    role: 'Illustration: the run tracker',
  },
] as const;

export function ReviewsSection() {
  return (
    <LandingSection
      id="reviews"
      eyebrow="Testimonials"
      title={
        <>
          The runs where you <span className="text-gold-400">stop guessing.</span>
        </>
      }
      intro="Bring a coach to every run. The stories below show what it is for; they are illustrations, not reviews, until players write their own."
    >
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {stats.map(({ value, label }) => (
          <div
            key={label}
            className="flex flex-col items-center gap-1 rounded-card border border-border bg-surface/70 px-3 py-5 text-center"
          >
            <dt className="order-2 text-sm text-fg-muted">{label}</dt>
            <dd className="order-1 font-display text-3xl font-bold text-gold-300 sm:text-4xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mx-auto mt-8 grid max-w-2xl gap-5 lg:max-w-none lg:grid-cols-3">
        {testimonials.map(({ quote, name, role }) => (
          <li key={name}>
            <figure className="flex h-full flex-col gap-4 rounded-card border border-border bg-linear-to-b from-surface-raised/90 to-surface/90 p-6 shadow-card">
              <blockquote className="flex-1 text-base leading-relaxed text-fg">
                “{quote}”
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full border border-gold-400/40 bg-felt-700 font-display text-lg font-bold text-gold-300"
                >
                  {name[0]}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-fg">{name}</span>
                  <span className="text-sm text-fg-muted">{role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
