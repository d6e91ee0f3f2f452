// Staff e-mail diagnostics (spec 001 §2 Email diagnostic, §7 /api/debug/*).
export { diagnosticsRoutes } from './diagnostics.routes';
export { DEFAULT_DNS_TIMEOUT_MS, type DiagnosticsDeps, type DnsOptions } from './diagnostics-deps';
