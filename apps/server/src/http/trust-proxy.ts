import type { AppConfig } from '../config';

/** fastify's own trust function shape (proxy-addr): address of a hop, its distance from us. */
type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY (docs/operations.md#behind-a-reverse-proxy) as fastify takes it. A hop count
 * trusts that many proxies nearest the server, so the client address is read from the right
 * end of X-Forwarded-For, where our own proxies append it; whatever a client writes at the left
 * end is never believed. A list trusts exactly those proxy addresses.
 */
export function toTrustProxy(setting: AppConfig['TRUST_PROXY']): false | string[] | TrustFunction {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
