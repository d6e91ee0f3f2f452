import type { EmailTestResult } from '@jokerwise/contracts';
import { addressOf } from '../../lib/email-address';
import { describeError, type DiagnosticsDeps } from './diagnostics-deps';

/**
 * GET /api/debug/email-test (docs/product/accounts.md email test result): which transport is active, which
 * settings are present (flags only; the from-address is public, so its value is shown) and a
 * live check of the transport that sends nothing.
 */
export async function runEmailTest(
  deps: DiagnosticsDeps,
  requestId: string,
): Promise<EmailTestResult> {
  const { config, transport } = deps;
  const emailTest = await checkTransport(deps);
  const fromAddress = addressOf(config.EMAIL_FROM);
  return {
    success: emailTest.success && fromAddress !== null,
    checks: {
      transport: { name: transport.name },
      resendApiKey: { present: Boolean(config.RESEND_API_KEY) },
      smtpUrl: { present: Boolean(config.SMTP_URL) },
      fromEmail: { present: fromAddress !== null, value: fromAddress },
      emailTest,
    },
    requestId,
    environment: config.NODE_ENV,
  };
}

async function checkTransport(
  deps: DiagnosticsDeps,
): Promise<EmailTestResult['checks']['emailTest']> {
  const { transport } = deps;
  if (!transport.verify) {
    return {
      success: true,
      detail: 'outbox: messages stay in the database and the log; nothing to connect to',
    };
  }
  try {
    return { success: true, detail: `${transport.name}: ${await transport.verify()}` };
  } catch (error) {
    deps.logger.warn(
      { transport: transport.name, err: describeError(error) },
      'e-mail check failed',
    );
    return {
      success: false,
      detail: `${transport.name}: live check failed`,
      error: describeError(error),
    };
  }
}
