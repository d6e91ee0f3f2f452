// Logs never carry a full e-mail address (docs/architecture.md#security-baseline): enough to tell messages apart, not
// enough to harvest addresses from a log store.

/** `jane@example.com` → `j***@example.com`; anything without an `@` → `***`. */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.charAt(0)}***${address.slice(at)}`;
}

const ADDRESS_PATTERN = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g;

/** Masks every address inside free text, e.g. an SMTP reply that quotes the recipient. */
export function maskEmailAddressesIn(text: string): string {
  return text.replace(ADDRESS_PATTERN, (address) => maskEmailAddress(address));
}
