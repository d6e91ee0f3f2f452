import type { ReactNode } from 'react';

/** Where the sign-in code went, the address on a line of its own, then what to do next. */
export function CodeSentTo({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <>
      We sent a 6-digit code to
      <strong className="block font-semibold break-all text-fg">{email}</strong>
      {children}
    </>
  );
}
