import {
  dnsCheckResultSchema,
  emailTestResultSchema,
  errorBodySchema,
  sendVerificationTestRequestSchema,
  verificationTestResultSchema,
} from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRequest } from '../admin';
import type { DiagnosticsDeps } from './diagnostics-deps';
import { runDnsCheck } from './dns-check';
import { runEmailTest } from './email-test';
import { sendVerificationTest } from './send-verification-test';

// docs/product/staff-console.md /api/debug/*. ADR 006: every /api/debug/** route is admin-only; the answers
// describe the configuration and one of them sends mail. Each call is rate-limited and recorded
// in the staff audit trail (docs/decisions/016-staff-console-bootstrap-and-audit.md).

const denied = { 401: errorBodySchema, 403: errorBodySchema };

export const diagnosticsRoutes: FastifyPluginAsyncZod<{ deps: DiagnosticsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/debug/email-test',
    {
      config: { policy: 'admin', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['debug'],
        summary: 'Active e-mail transport, its settings (presence only) and a live check',
        response: { 200: emailTestResultSchema, ...denied },
      },
    },
    async (request) => {
      const result = await runEmailTest(deps, request.id);
      await auditRequest(deps, request, {
        action: 'email.test',
        targetType: 'email-transport',
        targetId: result.checks.transport.name,
        newValue: { success: result.checks.emailTest.success },
      });
      return result;
    },
  );

  app.get(
    '/api/debug/dns-check',
    {
      config: { policy: 'admin', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['debug'],
        summary: 'SPF, DKIM, DMARC and MX of the domain in EMAIL_FROM',
        response: { 200: dnsCheckResultSchema, ...denied },
      },
    },
    async (request) => {
      const result = await runDnsCheck(deps, request.id);
      const found = Object.fromEntries(
        Object.entries(result.checks).map(([name, check]) => [name, check.found]),
      );
      await auditRequest(deps, request, {
        action: 'email.dns-check',
        targetType: 'domain',
        targetId: result.domain,
        newValue: found,
      });
      return result;
    },
  );

  app.post(
    '/api/debug/send-verification-test',
    {
      config: { policy: 'admin', rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ['debug'],
        summary: 'Send one test message through the active transport, step by step',
        body: sendVerificationTestRequestSchema,
        response: { 200: verificationTestResultSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) => {
      const result = await sendVerificationTest(deps, request.body.email, request.id);
      await auditRequest(deps, request, {
        action: 'email.send-test',
        targetType: 'email',
        targetLabel: result.testEmail,
        newValue: { success: result.success, transport: result.transport },
      });
      return result;
    },
  );
};
