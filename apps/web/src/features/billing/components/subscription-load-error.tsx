import { LOAD_FAILED_MESSAGE, TRY_AGAIN_LABEL } from '../lib/messages';
import { LoadError } from '../../../components/ui/load-error';

interface RetryableQuery {
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The subscription query failed: the one message and retry both billing pages show. */
export function SubscriptionLoadError({ subscription }: { subscription: RetryableQuery }) {
  return (
    <LoadError
      message={LOAD_FAILED_MESSAGE}
      retryLabel={TRY_AGAIN_LABEL}
      isRetrying={subscription.isFetching}
      onRetry={() => void subscription.refetch()}
    />
  );
}
