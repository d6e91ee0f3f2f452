import { PLANS, type PlanId } from '@jokerwise/contracts';
import { Lock, RotateCcw, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTierChoice, type TierChoiceOptions } from '../hooks/use-tier-choice';
import { LandingSection } from './landing-section';
import { OfferCountdown } from './offer-countdown';
import { PlanCard } from '../../../components/plans/plan-card';

// Marketing lines per tier; prices, periods, labels and features come from PLANS.
const taglines: Record<PlanId, string> = {
  explorer: 'The full toolkit, month to month.',
  master: 'A year of runs for the price of a few months.',
  legend: 'Pay once. Coach, calculator and tracker for good.',
};

const assurances = [
  { icon: Lock, text: 'Secure hosted checkout' },
  { icon: RotateCcw, text: 'Cancel anytime from your account' },
  { icon: ShieldCheck, text: '30-day money-back guarantee' },
] as const;

export function PricingSection(props: TierChoiceOptions) {
  const chooseTier = useTierChoice(props);
  const [pendingTier, setPendingTier] = useState<PlanId | null>(null);

  // Back from checkout via the back/forward cache: the page must not stay busy.
  useEffect(() => {
    const reset = () => setPendingTier(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const handleChoose = (tier: PlanId) => {
    // The session check and leaving for checkout take a moment: show it on the button pressed.
    setPendingTier(tier);
    void chooseTier(tier).then((leaving) => {
      if (!leaving) setPendingTier(null);
    });
  };

  return (
    <LandingSection
      id="pricing-section"
      eyebrow="Pricing"
      title={
        <>
          Pick your seat <span className="text-gold-400">at the table.</span>
        </>
      }
      intro="Every plan unlocks the coach, the calculator and run tracking. Try Explorer or Master free for two days."
    >
      <div className="mb-10 flex justify-center">
        <OfferCountdown />
      </div>
      <ul className="mx-auto grid max-w-md items-stretch gap-6 lg:max-w-none lg:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            size="showcase"
            testId={`tier-${plan.id}`}
            tagline={taglines[plan.id]}
            action={{
              kind: 'choose',
              label: plan.trialDays > 0 ? 'Start free trial' : 'Get lifetime access',
            }}
            onChoose={() => handleChoose(plan.id)}
            isPending={pendingTier === plan.id}
          />
        ))}
      </ul>
      <ul className="mt-10 flex flex-col items-center justify-center gap-x-8 gap-y-3 text-sm whitespace-nowrap text-fg-muted md:flex-row">
        {assurances.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4 text-gold-400" />
            {text}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
