import { Resolver } from 'node:dns/promises';
import type { DnsCheckResult, DnsRecordCheck } from '@jokerwise/contracts';
import { domainOf } from '../../lib/email-address';
import type { DiagnosticsDeps, DnsOptions } from './diagnostics-deps';

const MAX_RECORDS = 50;

/**
 * GET /api/debug/dns-check (docs/product/staff-console.md DNS check): SPF, DKIM, DMARC and MX of the sending
 * domain. The domain comes from EMAIL_FROM only, so the endpoint cannot be aimed at other hosts.
 * DKIM is looked up at the active provider's selector: `resend._domainkey` for Resend, the
 * common `default._domainkey` otherwise.
 */
export async function runDnsCheck(
  deps: {
    config: Pick<DiagnosticsDeps['config'], 'EMAIL_FROM'>;
    transport: Pick<DiagnosticsDeps['transport'], 'name'>;
    dns: DnsOptions;
  },
  requestId: string,
): Promise<DnsCheckResult> {
  const domain = domainOf(deps.config.EMAIL_FROM);
  if (!domain) {
    const missing = (name: string): DnsRecordCheck => ({
      name,
      found: false,
      records: [],
      error: 'EMAIL_FROM holds no address with a domain',
    });
    return {
      domain: null,
      checks: { spf: missing(''), dkim: missing(''), dmarc: missing(''), mx: missing('') },
      requestId,
    };
  }
  const selector = deps.transport.name === 'resend' ? 'resend' : 'default';
  const [spf, dkim, dmarc, mx] = await Promise.all([
    lookupTxt(deps.dns, domain, (record) => record.startsWith('v=spf1')),
    lookupTxt(deps.dns, `${selector}._domainkey.${domain}`, (record) => record.includes('p=')),
    lookupTxt(deps.dns, `_dmarc.${domain}`, (record) => record.startsWith('v=DMARC1')),
    lookupMx(deps.dns, domain),
  ]);
  return { domain, checks: { spf, dkim, dmarc, mx }, requestId };
}

/** One resolver per lookup: its timeout and servers are this check's alone. */
function createResolver(options: DnsOptions): Resolver {
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 1 });
  if (options.servers && options.servers.length > 0) resolver.setServers([...options.servers]);
  return resolver;
}

async function lookupTxt(
  options: DnsOptions,
  name: string,
  matches: (record: string) => boolean,
): Promise<DnsRecordCheck> {
  try {
    const chunks = await withDeadline(options, (resolver) => resolver.resolveTxt(name));
    const records = chunks.map((parts) => parts.join('')).slice(0, MAX_RECORDS);
    const record = records.find(matches);
    return record === undefined
      ? { name, found: false, records, error: 'no matching TXT record' }
      : { name, found: true, record, records };
  } catch (error) {
    return { name, found: false, records: [], error: describeDnsError(error, options) };
  }
}

async function lookupMx(options: DnsOptions, name: string): Promise<DnsRecordCheck> {
  try {
    const answers = await withDeadline(options, (resolver) => resolver.resolveMx(name));
    const records = answers
      .toSorted((a, b) => a.priority - b.priority)
      .map((mx) => `${mx.priority} ${mx.exchange}`)
      .slice(0, MAX_RECORDS);
    return records.length > 0
      ? { name, found: true, records }
      : { name, found: false, records, error: 'no MX record' };
  } catch (error) {
    return { name, found: false, records: [], error: describeDnsError(error, options) };
  }
}

/** c-ares honours its own timeout; the deadline is the backstop so a request never hangs. */
async function withDeadline<T>(
  options: DnsOptions,
  lookup: (resolver: Resolver) => Promise<T>,
): Promise<T> {
  const resolver = createResolver(options);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      resolver.cancel();
      reject(Object.assign(new Error('deadline'), { code: 'ETIMEOUT' }));
    }, options.timeoutMs * 2);
  });
  try {
    return await Promise.race([lookup(resolver), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const DNS_ERRORS: Record<string, string> = {
  ENOTFOUND: 'no such name',
  ENODATA: 'no record of this type',
  ESERVFAIL: 'the DNS server failed',
  EREFUSED: 'the DNS server refused the query',
  ECONNREFUSED: 'could not reach the DNS server',
};

function describeDnsError(error: unknown, options: DnsOptions): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'ERROR';
  if (code === 'ETIMEOUT' || code === 'ECANCELLED') {
    return `ETIMEOUT: no answer within ${options.timeoutMs} ms`;
  }
  return `${code}: ${DNS_ERRORS[code] ?? 'lookup failed'}`;
}
