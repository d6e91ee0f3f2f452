import { PLANS, PRODUCT_NAME, SUPPORT_EMAIL, TRIAL_DAYS } from '@jokerwise/contracts';
import { ScrollText } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link';
import { ContentPage } from '../../../components/layout/content-page';
import { paths } from '../../../config/paths';
import { LegalDocument, LegalSection } from './legal-document';

const renewing = PLANS.filter((plan) => plan.period !== 'lifetime');
const lifetime = PLANS.filter((plan) => plan.period === 'lifetime');

export function TermsOfServiceRoute() {
  return (
    <ContentPage
      icon={ScrollText}
      eyebrow="Effective June 13, 2025"
      title="Terms of Service"
      description={`The agreement between you and ${PRODUCT_NAME} when you use the companion: subscriptions, renewal, cancellation and your responsibilities.`}
    >
      <LegalDocument>
        <LegalSection id="agreement" title="1. The agreement">
          <p>
            These terms apply to the {PRODUCT_NAME} website and web app, including the AI strategy
            coach, the hand calculator and run tracking (together, the “service”). By creating an
            account or buying a plan you accept them. If you do not agree, please do not use the
            service.
          </p>
        </LegalSection>
        <LegalSection id="accounts" title="2. Your account">
          <p>
            You must be at least 16 years old. You sign in with a one-time code sent to your e-mail
            address, so keep that mailbox secure: anyone who can read it can open your account. Give
            us an address you control and keep it up to date.
          </p>
        </LegalSection>
        <LegalSection id="plans" title="3. Plans, trials and payment">
          <ul>
            {renewing.map((plan) => (
              <li key={plan.id}>
                <strong>{plan.name}</strong>: {plan.priceDisplay}{' '}
                {plan.periodDisplay.replace('/', 'per ')}, with the first {plan.trialDays} days
                free.
              </li>
            ))}
            {lifetime.map((plan) => (
              <li key={plan.id}>
                <strong>{plan.name}</strong>: {plan.priceDisplay} once, for lifetime access. It does
                not renew.
              </li>
            ))}
          </ul>
          <p>
            Payments are handled by our payment provider’s secure hosted checkout; we never see or
            store your full card number.
          </p>
        </LegalSection>
        <LegalSection id="automatic-renewal" title="4. Automatic renewal">
          <p>
            <strong>Monthly and yearly plans renew automatically</strong> at the end of each billing
            period, and we charge the payment method on file at the price shown when you subscribed,
            until you cancel. A free trial of {TRIAL_DAYS} days converts to a paid plan
            automatically when it ends unless you cancel before then. If we ever change a price, we
            tell you by e-mail before it applies to your next renewal.
          </p>
        </LegalSection>
        <LegalSection id="cancellation" title="5. Cancellation">
          <p>
            You can cancel at any time from your account page:{' '}
            <AppLink to={paths.dashboard.getHref()}>
              Settings › Membership › Manage Billing &amp; Subscriptions
            </AppLink>
            . Cancelling stops future renewals; you keep access until the end of the period you have
            already paid for. Cancelling during a free trial means you are not charged.
          </p>
        </LegalSection>
        <LegalSection id="refunds" title="6. Refunds">
          <p>
            Every plan carries a 30-day money-back guarantee: write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> within 30 days of a payment for
            a full refund of that payment. Outside that window, payments are not refundable except
            where the law requires it.
          </p>
        </LegalSection>
        <LegalSection id="use" title="7. Fair use">
          <ul>
            <li>Use the service for your own play; do not resell or share your account.</li>
            <li>Do not attack, overload, scrape or reverse-engineer the service.</li>
            <li>Do not use the coach to produce unlawful, hateful or abusive content.</li>
          </ul>
          <p>We may suspend accounts that break these rules, and we tell you why.</p>
        </LegalSection>
        <LegalSection id="advice" title="8. Strategy advice">
          <p>
            The coach and the calculator help you think; they do not promise results. AI answers can
            be wrong, and the game can change with updates. You decide every move.
          </p>
        </LegalSection>
        <LegalSection id="fan-project" title="9. An unofficial fan companion">
          <p>
            {PRODUCT_NAME} is an independent fan project. It is not affiliated with, endorsed by or
            sponsored by the developer or publisher of Balatro. Game names are used only to describe
            what the service works with. The {PRODUCT_NAME} software, design and text are ours; you
            keep ownership of the run data and messages you enter.
          </p>
        </LegalSection>
        <LegalSection id="liability" title="10. Disclaimers and liability">
          <p>
            The service is provided “as is”. To the extent the law allows, we are not liable for
            indirect or consequential losses, and our total liability is limited to the amount you
            paid us in the 12 months before the claim. Nothing here limits rights you have under
            consumer law that cannot be waived.
          </p>
        </LegalSection>
        <LegalSection id="changes" title="11. Changes to these terms">
          <p>
            We may update these terms. For material changes we e-mail you before they take effect;
            continuing to use the service afterwards means you accept them.
          </p>
        </LegalSection>
        <LegalSection id="law" title="12. Governing law">
          <p>
            These terms are governed by the laws of the State of California, USA, without regard to
            its conflict-of-law rules. Disputes are heard by the state or federal courts located in
            California, and you and we consent to their jurisdiction.
          </p>
        </LegalSection>
        <LegalSection id="contact" title="13. Contact">
          <p>
            Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </LegalSection>
      </LegalDocument>
    </ContentPage>
  );
}
