import type { TestCheckout } from '@jokerwise/contracts';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Notice } from './notice';

/** A checkout that was paid or left already: say so and point onwards. */
export function ClosedCheckout({ checkout }: { checkout: TestCheckout }) {
  const paid = checkout.status === 'paid';
  return (
    <Notice
      icon={CircleAlert}
      tone={paid ? 'gold' : 'warning'}
      title={paid ? 'This checkout is already paid' : 'This checkout was cancelled'}
    >
      <p>
        {paid
          ? `Your ${checkout.plan.name} plan is set up.`
          : 'Nothing was charged. Pick a plan to start again.'}
      </p>
      <Link
        className="mt-2 inline-block font-semibold text-gold-300 underline-offset-4 hover:underline"
        to={paid ? paths.subscription.getHref() : paths.subscription.getHref('plans')}
      >
        {paid ? 'Go to Subscription Management' : 'See the plans'}
      </Link>
    </Notice>
  );
}

/** A checkout id that does not exist, or is someone else's: no retry, a way to the plans. */
export function MissingCheckout() {
  return (
    <Notice icon={CircleAlert} tone="warning" title="This checkout does not exist" role="alert">
      <p>The link may be old or belong to another account. Pick a plan to start a new checkout.</p>
      <Link
        className="mt-2 inline-block font-semibold text-gold-300 underline-offset-4 hover:underline"
        to={paths.subscribe.getHref()}
      >
        See the plans
      </Link>
    </Notice>
  );
}
