import { USERNAME_MAX, USERNAME_MESSAGES, usernameSchema } from '@jokerwise/contracts';

const DISALLOWED = /[^A-Za-z0-9_]/g;

export interface SanitizedUsername {
  value: string;
  /** A character outside letters, digits and underscore was removed. */
  hadDisallowed: boolean;
  /** The input was cut to USERNAME_MAX characters. */
  wasTruncated: boolean;
}

/** docs/product/accounts.md: disallowed characters are stripped and the input is capped at 20. */
export function sanitizeUsername(raw: string): SanitizedUsername {
  const allowed = raw.replace(DISALLOWED, '');
  return {
    value: allowed.slice(0, USERNAME_MAX),
    hadDisallowed: allowed !== raw,
    wasTruncated: allowed.length > USERNAME_MAX,
  };
}

/** The first rule the name breaks, in the product's words (the shared contracts schema). */
export function getUsernameRuleMessage(value: string): string | null {
  const result = usernameSchema.safeParse(value);
  return result.success
    ? null
    : (result.error.issues[0]?.message ?? USERNAME_MESSAGES.badCharacters);
}
