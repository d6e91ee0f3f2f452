import { z } from 'zod';

// E-mail diagnostics for staff (docs/product/staff-console.md email test result, DNS check, verification test;
// /api/debug/*). Admin-only (docs/decisions/006-*): the answers describe configuration.
// Secrets are never in an answer: presence flags only, and the from-address, which is public.

export const DIAGNOSTIC_TRANSPORTS = ['outbox', 'smtp', 'resend'] as const;

const presenceSchema = z.object({ present: z.boolean() });

/** GET /api/debug/email-test */
export const emailTestResultSchema = z.object({
  success: z.boolean(),
  checks: z.object({
    transport: z.object({ name: z.enum(DIAGNOSTIC_TRANSPORTS) }),
    resendApiKey: presenceSchema,
    smtpUrl: presenceSchema,
    fromEmail: z.object({ present: z.boolean(), value: z.string().nullable() }),
    emailTest: z.object({
      success: z.boolean(),
      /** What the live check did: SMTP connect + EHLO/auth, a read-only Resend call, or nothing. */
      detail: z.string().max(300),
      error: z.string().max(500).optional(),
    }),
  }),
  requestId: z.string(),
  environment: z.string(),
});
export type EmailTestResult = z.infer<typeof emailTestResultSchema>;

export const DNS_RECORD_CHECKS = ['spf', 'dkim', 'dmarc', 'mx'] as const;
export type DnsRecordCheckName = (typeof DNS_RECORD_CHECKS)[number];

export const dnsRecordCheckSchema = z.object({
  /** The name that was looked up, e.g. `_dmarc.example.com`. */
  name: z.string(),
  found: z.boolean(),
  /** The matching record (SPF, DKIM or DMARC); absent for MX. */
  record: z.string().optional(),
  records: z.array(z.string()).max(50),
  error: z.string().max(300).optional(),
});
export type DnsRecordCheck = z.infer<typeof dnsRecordCheckSchema>;

/** GET /api/debug/dns-check; the domain always comes from EMAIL_FROM, never from the request. */
export const dnsCheckResultSchema = z.object({
  domain: z.string().nullable(),
  checks: z.object({
    spf: dnsRecordCheckSchema,
    dkim: dnsRecordCheckSchema,
    dmarc: dnsRecordCheckSchema,
    mx: dnsRecordCheckSchema,
  }),
  requestId: z.string(),
});
export type DnsCheckResult = z.infer<typeof dnsCheckResultSchema>;

/** POST /api/debug/send-verification-test */
export const sendVerificationTestRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: 'must be an e-mail address' })),
});
export type SendVerificationTestRequest = z.infer<typeof sendVerificationTestRequestSchema>;

export const VERIFICATION_TEST_STEPS = ['build', 'send', 'provider'] as const;

export const verificationTestResultSchema = z.object({
  success: z.boolean(),
  steps: z
    .array(
      z.object({
        step: z.enum(VERIFICATION_TEST_STEPS),
        success: z.boolean(),
        detail: z.string().max(300),
        error: z.string().max(500).optional(),
      }),
    )
    .max(VERIFICATION_TEST_STEPS.length),
  transport: z.enum(DIAGNOSTIC_TRANSPORTS),
  requestId: z.string(),
  testEmail: z.string(),
  fromEmail: z.string(),
});
export type VerificationTestResult = z.infer<typeof verificationTestResultSchema>;
