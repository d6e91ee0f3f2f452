// Staff e-mail diagnostics (docs/product/staff-console.md Email diagnostic, /api/debug/*).
export { diagnosticsRoutes } from './diagnostics.routes';
export { DEFAULT_DNS_TIMEOUT_MS, type DiagnosticsDeps, type DnsOptions } from './diagnostics-deps';
