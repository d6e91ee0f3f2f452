import { z } from 'zod';

/**
 * The subscription fields the player's data export and the staff user view share; each adds
 * its own end-of-period date.
 */
export const subscriptionRecordFields = {
  provider: z.string(),
  plan: z.string(),
  type: z.string(),
  status: z.string(),
  trialEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
};
