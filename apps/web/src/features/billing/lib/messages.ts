// docs/product/billing.md, word for word: the texts the subscription page and its actions show.

export const LOAD_FAILED_MESSAGE = 'Failed to load subscription details';
export const TRY_AGAIN_LABEL = 'Try Again';

/** The portal error the page recognises, and the notice it shows instead of a toast. */
export const PORTAL_NOT_CONFIGURED_PHRASE = 'not configured in test mode';
export const PORTAL_UNAVAILABLE_TITLE = 'Customer Portal Unavailable:';
export const PORTAL_UNAVAILABLE_TEXT =
  'Portal is not configured in test mode. Use the subscription options below instead.';
export const PORTAL_FAILED_MESSAGE = 'Failed to open customer portal';

export const REFRESH_FAILED_MESSAGE = 'Failed to refresh subscription';
export const REFRESHED_TITLE = 'Subscription Updated';
export const REFRESHED_DESCRIPTION = 'Your subscription status has been refreshed.';

export const ERROR_TITLE = 'Error';
