import { renderCodeEmail, type RenderedEmail } from './code-email';

// Codes that confirm an account change (docs/decisions/027-account-self-service.md): a new
// address is proven by a code sent to it, and deleting an account by a code sent to its address.

export type AccountCodeKind = 'change-email' | 'delete-account';

export interface AccountCodeEmailInput {
  kind: AccountCodeKind;
  code: string;
  productName: string;
  validMinutes: number;
}

const WORDING: Record<AccountCodeKind, { what: string; instruction: string; ignoreLine: string }> =
  {
    'change-email': {
      what: 'code to confirm your new e-mail address',
      instruction: 'Enter it on your dashboard to make this your sign-in address.',
      ignoreLine:
        'If you did not ask to use this address, ignore this e-mail: nothing changes without the code.',
    },
    'delete-account': {
      what: 'code to delete your account',
      instruction: 'Enter it on your dashboard to delete your account for good.',
      ignoreLine:
        'If you did not ask to delete your account, ignore this e-mail: your account stays as it is.',
    },
  };

export function renderAccountCodeEmail(input: AccountCodeEmailInput): RenderedEmail {
  const { kind, ...rest } = input;
  return renderCodeEmail({ ...rest, ...WORDING[kind], logLabel: kind });
}
