/** The 6-digit sign-in code an e-mail carries (subject or body), if it carries one. */
export function findSignInCode(message: { subject: string; text: string }): string | null {
  const pattern = /(?<!\d)(\d{6})(?!\d)/;
  return pattern.exec(message.subject)?.[1] ?? pattern.exec(message.text)?.[1] ?? null;
}
