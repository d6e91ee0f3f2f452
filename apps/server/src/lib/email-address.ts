// Reading the sender address out of EMAIL_FROM, for the diagnostics and the production check.

/** `Jokerwise <no-reply@example.com>` → `no-reply@example.com`; null when there is none. */
export function addressOf(from: string): string | null {
  const match = /<([^<>\s]+@[^<>\s]+)>/.exec(from) ?? /^([^<>\s]+@[^<>\s]+)$/.exec(from.trim());
  return match?.[1] ?? null;
}

/** The lower-cased domain of the address in `from`; null when there is no address. */
export function domainOf(from: string): string | null {
  return addressOf(from)?.split('@')[1]?.toLowerCase() ?? null;
}

/**
 * Names reserved so they never resolve on the internet (RFC 2606, RFC 6761, and .local for
 * multicast DNS, RFC 6762): no mail provider can verify them, so mail from them is refused or
 * lands in spam.
 */
const RESERVED_SUFFIXES = ['.test', '.example', '.invalid', '.localhost', '.local'];
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org', 'localhost'];

export function isReservedDomain(domain: string): boolean {
  const name = domain.toLowerCase().replace(/\.$/, '');
  return (
    RESERVED_DOMAINS.some((reserved) => name === reserved || name.endsWith(`.${reserved}`)) ||
    RESERVED_SUFFIXES.some((suffix) => name.endsWith(suffix))
  );
}
