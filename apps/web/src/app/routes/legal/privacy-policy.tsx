import { PRODUCT_NAME, SUPPORT_EMAIL } from '@jokerwise/contracts';
import { ShieldCheck } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';
import { LegalDocument, LegalSection } from './legal-document';

const MINIMUM_AGE = 16;

export function PrivacyPolicyRoute() {
  return (
    <ContentPage
      icon={ShieldCheck}
      eyebrow="Effective June 13, 2025"
      title="Privacy Policy"
      description="What we collect, why we collect it, how long we keep it and who we share it with."
    >
      <LegalDocument>
        <LegalSection id="summary" title="In short">
          <p>
            We collect what we need to run your account, your subscription and the coach. We do not
            sell your data. You can ask us to delete it at any time.
          </p>
        </LegalSection>
        <LegalSection id="age" title="Minimum age">
          <p>
            {PRODUCT_NAME} is for people aged {MINIMUM_AGE} and over. We do not knowingly collect
            data from anyone younger; if you believe a child under {MINIMUM_AGE} has an account,
            write to us and we delete it.
          </p>
        </LegalSection>
        <LegalSection id="collected" title="What we collect">
          <ul>
            <li>
              <strong>Account data</strong>: your e-mail address, username and name, the one-time
              sign-in codes we send, and whether you opted in to our newsletter.
            </li>
            <li>
              <strong>Subscription data</strong>: your plan, its status, trial and renewal dates and
              a customer reference from our payment provider. Card details go straight to the
              provider; we never see or store your full card number.
            </li>
            <li>
              <strong>Run data and coach messages</strong>: the deck, stake, Jokers, vouchers,
              money, shop and hand levels you enter, and what you ask the coach.
            </li>
            <li>
              <strong>Session recording</strong>: when you are signed in, to find bugs and confusing
              screens, we record how you use the site: the pages you visit, what they showed,
              clicks, scrolling and mouse movement. Everything you type is hidden before it leaves
              your browser; e-mail, username and sign-in code fields are not recorded at all, and
              e-mail addresses on screen are masked. Staff pages and the checkout are never
              recorded. A recording is linked to your account id, plan and whether you are staff —
              never to your e-mail or username. Recordings are stored on our own servers, may be
              passed to a session-analysis provider under an anonymous id, and are deleted after 30
              days.
            </li>
            <li>
              <strong>CRM sync</strong>: your e-mail, username, plan, subscription status and
              newsletter choice are synchronised to our customer-relationship tool so we can answer
              support requests and send the e-mails you agreed to.
            </li>
            <li>
              <strong>Technical data</strong>: IP address, browser type and request logs, kept to
              secure and operate the service. Your sign-in token is kept in your browser’s local
              storage.
            </li>
          </ul>
        </LegalSection>
        <LegalSection id="use" title="How we use it">
          <ul>
            <li>to sign you in and keep your account secure;</li>
            <li>to run your subscription, free trial and billing;</li>
            <li>to give the coach the context of your run so it can answer;</li>
            <li>to fix problems and improve the product;</li>
            <li>to send service e-mails and, only if you opted in, tips and offers.</li>
          </ul>
        </LegalSection>
        <LegalSection id="sharing" title="Who we share it with">
          <p>
            We share data only with the providers that run parts of the service for us, under
            contracts that limit their use of it to that purpose:
          </p>
          <ul>
            <li>our payment provider, for checkout, billing and the billing portal;</li>
            <li>our AI model provider, which receives your run context and coach messages;</li>
            <li>a session-analysis provider, if we use one, and our CRM, as described above;</li>
            <li>our e-mail delivery and hosting providers.</li>
          </ul>
          <p>
            We disclose data to authorities only when the law requires it. We do not sell or rent
            your personal data.
          </p>
        </LegalSection>
        <LegalSection id="retention" title="How long we keep it">
          <ul>
            <li>
              Account, run and coach data: while your account exists. Deleting your account removes
              them at once, together with your sessions and session recordings; the copy in our CRM
              is removed within 30 days.
            </li>
            <li>
              Billing records: as long as tax and accounting law requires (up to 10 years). When you
              delete your account we keep only the invoices we issued — date, plan, amount and the
              e-mail address they were issued to — and our payment provider keeps its own payment
              records under the same laws. Nothing else of the account is kept.
            </li>
            <li>Session recordings: 30 days, then deleted automatically.</li>
            <li>Request logs: kept for a limited period, then deleted automatically.</li>
            <li>One-time sign-in codes: only until they are used or expire.</li>
          </ul>
        </LegalSection>
        <LegalSection id="rights" title="Your choices and deletion">
          <p>
            Your dashboard’s Profile tab shows the e-mail and username we hold and lets you change
            them (a new e-mail address is confirmed by a code sent to it), switch the newsletter on
            or off, and download your data as one JSON file: profile, subscription, invoices, saved
            run, coach chat and the list of your session recordings.
          </p>
          <p>
            It also lets you delete your account, confirmed by a code we e-mail you. Any
            subscription is cancelled with our payment provider first, so you are not charged again;
            if the provider cannot confirm that, nothing is deleted and you can try again. Then your
            profile, sessions, saved run, coach chat and session recordings are deleted; only the
            billing records described above are kept. You can also write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}?subject=Delete%20my%20data`}>{SUPPORT_EMAIL}</a> from
            the address on your account, and we act within 30 days.
          </p>
          <p>
            To stop session recording, tick “Do not record my sessions” in your dashboard’s Profile
            tab: nothing more is recorded and the recordings we hold of you are deleted at once. We
            also record nothing when your browser sends Do Not Track or Global Privacy Control.
          </p>
        </LegalSection>
        <LegalSection id="contact" title="Contact">
          <p>
            Privacy questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </LegalSection>
      </LegalDocument>
    </ContentPage>
  );
}
