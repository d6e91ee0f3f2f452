import { renderCodeEmail, type RenderedEmail } from './code-email';

// docs/architecture.md#security-baseline: the code is valid for 10 minutes; the mail says so, and says it can be
// ignored, because anyone can type someone else's address into the sign-in form.

export interface SignInCodeEmailInput {
  code: string;
  productName: string;
  validMinutes: number;
}

export function renderSignInCodeEmail(input: SignInCodeEmailInput): RenderedEmail {
  return renderCodeEmail({
    ...input,
    what: 'sign-in code',
    instruction: 'Enter it on the sign-in page.',
    ignoreLine:
      'If you did not ask for this code, you can ignore this e-mail: nobody can sign in without it.',
    logLabel: 'sign-in',
  });
}
