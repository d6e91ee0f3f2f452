import { PRODUCT_NAME } from '@jokerwise/contracts';
import { Button } from '../../../components/ui/button';
import { PRICING_SECTION_ID, scrollToLandingSection } from '../lib/sections';
import { cn } from '../../../utils/cn';

/** A 30-day seal: gold rosette with a ribbon, drawn for the guarantee. */
function GuaranteeSeal({ className }: { className?: string }) {
  const points = Array.from({ length: 24 }, (_, index) => {
    const angle = (index / 24) * Math.PI * 2;
    const radius = index % 2 === 0 ? 46 : 41;
    return `${(60 + radius * Math.cos(angle)).toFixed(1)},${(56 + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return (
    <svg viewBox="0 0 120 130" aria-hidden="true" className={cn('w-36', className)}>
      <path d="M38 88 26 126l16-8 10 12 10-36z" fill="#9c221d" />
      <path d="M82 88l12 38-16-8-10 12-10-36z" fill="#c8322b" />
      <polygon points={points} fill="#e0a82e" />
      <circle cx="60" cy="56" r="36" fill="#0f2b21" stroke="#f7dc8a" strokeWidth="2.5" />
      <circle
        cx="60"
        cy="56"
        r="30"
        fill="none"
        stroke="#f2c14e"
        strokeOpacity=".45"
        strokeDasharray="2 3"
      />
      <text
        x="60"
        y="60"
        textAnchor="middle"
        fill="#f7dc8a"
        fontSize="25"
        fontWeight="800"
        fontFamily="var(--font-display)"
      >
        30
      </text>
      <text
        x="60"
        y="75"
        textAnchor="middle"
        fill="#f2c14e"
        fontSize="8.5"
        fontWeight="700"
        letterSpacing="2"
        fontFamily="var(--font-display)"
      >
        DAYS
      </text>
    </svg>
  );
}

export function GuaranteeSection() {
  return (
    <section
      id="zero-risk-guarantee"
      aria-labelledby="zero-risk-guarantee-title"
      className="mx-auto w-full max-w-6xl scroll-mt-16 px-4 py-16 sm:px-6 md:py-24"
    >
      <div className="relative overflow-hidden rounded-[1.5rem] border border-gold-400/35 bg-linear-to-br from-felt-700 via-felt-800 to-midnight-900 p-8 shadow-glow sm:p-12">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-16 size-72 rounded-full bg-gold-400/10 blur-3xl"
        />
        <div className="relative grid items-center gap-8 md:grid-cols-[auto_1fr] md:gap-12">
          <GuaranteeSeal className="mx-auto w-32 sm:w-40" />
          <div className="flex flex-col items-center gap-4 text-center md:items-start md:text-left">
            <p className="text-xs font-bold tracking-[0.22em] text-gold-400 uppercase">Guarantee</p>
            <h2
              id="zero-risk-guarantee-title"
              data-section-heading
              tabIndex={-1}
              className="text-4xl leading-[1.05] font-bold focus:outline-none sm:text-5xl"
            >
              Zero risk. <span className="text-gold-400">30‑day money‑back guarantee.</span>
            </h2>
            <p className="max-w-2xl text-base leading-relaxed text-fg-muted sm:text-lg">
              Play with {PRODUCT_NAME} for a month. If it does not make your runs better, write to
              support within 30 days of your payment and get a full refund. No questions about your
              win rate.
            </p>
            <Button size="lg" onClick={() => scrollToLandingSection(PRICING_SECTION_ID)}>
              Choose your plan
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
