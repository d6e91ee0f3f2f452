import { FAN_DISCLAIMER, PLANS, PRODUCT_NAME, SUPPORT_EMAIL } from '@jokerwise/contracts';
import { ChevronDown, CircleHelp } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { ContentPage } from '../../../components/layout/content-page';
import { paths } from '../../../config/paths';

const planSummary = PLANS.map(
  (plan) =>
    `${plan.name} ${plan.priceDisplay} ${plan.period === 'lifetime' ? 'once, for life' : plan.periodDisplay}`,
).join(' · ');

const questions: ReadonlyArray<{ question: string; answer: ReactNode }> = [
  {
    question: `What is ${PRODUCT_NAME}?`,
    answer: `A companion for Balatro players: an AI strategy coach that knows your whole build, a hand calculator that scores plays step by step, and run tracking for your deck, stake, ante, money, Jokers and hand levels.`,
  },
  {
    question: 'How does the free trial work?',
    answer:
      'Explorer and Master start with a 48-hour free trial. You are not charged during the trial; when it ends it converts to your paid plan automatically unless you cancel first. Legend is a one-time purchase without a trial.',
  },
  {
    question: 'How do I cancel?',
    answer: (
      <>
        Go to{' '}
        <AppLink to={paths.dashboard.getHref()}>
          Settings › Membership › Manage Billing &amp; Subscriptions
        </AppLink>{' '}
        and cancel in the billing portal. You keep access until the end of the period you paid for,
        and cancelling during the trial means you pay nothing.
      </>
    ),
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'All major credit and debit cards, PayPal, Apple Pay and Google Pay, through our payment provider’s secure hosted checkout. We never see your full card number.',
  },
  {
    question: 'Can I use it on a second device while I play?',
    answer:
      'Yes — that is what it is built for. It runs in any modern browser, so keep it open on your phone, a tablet or a second monitor next to the game. Nothing to install, and it never touches the game itself.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: (
      <>
        Yes. Every plan has a 30-day money-back guarantee: write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> within 30 days of your payment for a
        full refund.
      </>
    ),
  },
  {
    question: 'What do the plans cost?',
    answer: `${planSummary}. Every plan includes the coach, the calculator and run tracking; Master adds priority support and Legend adds direct developer contact and beta access.`,
  },
  {
    question: `Is ${PRODUCT_NAME} official?`,
    answer: FAN_DISCLAIMER,
  },
];

export function FaqRoute() {
  return (
    <ContentPage
      icon={CircleHelp}
      eyebrow="Last revised July 1, 2025"
      title="Frequently Asked Questions"
      description="Free trials, billing, cancelling and using the companion on a second device — answered."
    >
      <div className="flex max-w-3xl flex-col gap-3">
        {questions.map(({ question, answer }) => (
          <details
            key={question}
            className="group rounded-card border border-border bg-surface/70 transition-colors open:border-gold-400/35 open:bg-surface-raised/70"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card p-5 text-lg font-semibold text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-gold-400 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-fg-muted [&_a]:font-medium [&_a]:text-gold-300 [&_a]:underline-offset-4 [&_a:hover]:underline">
              {answer}
            </div>
          </details>
        ))}
        <p className="mt-6 text-fg-muted">
          Still stuck? Write to{' '}
          <a
            className="font-medium text-gold-300 underline-offset-4 hover:underline"
            href={`mailto:${SUPPORT_EMAIL}`}
          >
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </div>
    </ContentPage>
  );
}
