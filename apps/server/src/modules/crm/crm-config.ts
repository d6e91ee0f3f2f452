import { CRM_REQUIRED_VARS } from '@jokerwise/contracts';
import type { AppConfig } from '../../config';

// Embedded default (docs/decisions/021-crm-sync-rate-limit-and-retries.md): with no token or no
// location the CRM is off, every screen lists what is missing, and no job calls out.

export const GHL_PUBLIC_BASE_URL = 'https://services.leadconnectorhq.com';

export type CrmEnv = Pick<AppConfig, 'GHL_API_TOKEN' | 'GHL_LOCATION_ID' | 'GHL_BASE_URL'>;

export type CrmSettings =
  | { enabled: true; baseUrl: string; token: string; locationId: string; missingVars: string[] }
  | { enabled: false; missingVars: string[] };

export function resolveCrmSettings(env: CrmEnv): CrmSettings {
  const present: Record<(typeof CRM_REQUIRED_VARS)[number], string | undefined> = {
    GHL_API_TOKEN: env.GHL_API_TOKEN,
    GHL_LOCATION_ID: env.GHL_LOCATION_ID,
  };
  const missingVars = CRM_REQUIRED_VARS.filter((name) => !present[name]);
  if (!env.GHL_API_TOKEN || !env.GHL_LOCATION_ID) return { enabled: false, missingVars };
  return {
    enabled: true,
    baseUrl: (env.GHL_BASE_URL ?? GHL_PUBLIC_BASE_URL).replace(/\/+$/, ''),
    token: env.GHL_API_TOKEN,
    locationId: env.GHL_LOCATION_ID,
    missingVars: [],
  };
}
