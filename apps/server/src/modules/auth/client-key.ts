import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key sign-in failures are counted under (ADR 014): the caller's IPv4 address, or the /64 of
 * an IPv6 address, because one subscriber usually holds a whole /64 and could otherwise start
 * over with every address in it. IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0] ?? '';
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  const groups = ipv6Groups(address);
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (validated by the caller). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? `${address.slice(0, dotted.index)}${toHexPair(dotted.slice(1).map(Number))}`
    : address;
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const [head, tail] = text.split('::');
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function toHexPair([a = 0, b = 0, c = 0, d = 0]: number[]): string {
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}
