import { PRODUCT_NAME, type VerificationTestResult } from '@jokerwise/contracts';
import { describeError, type DiagnosticsDeps } from './diagnostics-deps';
import { insertTestMessage, markTestMessage } from './diagnostics.repository';

type Step = VerificationTestResult['steps'][number];

/**
 * POST /api/debug/send-verification-test (docs/product/staff-console.md verification test): one real message
 * through the active transport, now rather than through the e-mail job, so each step's outcome
 * is in the answer. The row is kept like any other message, so the dev mailbox lists an outbox
 * send. The message carries no secret.
 */
export async function sendVerificationTest(
  deps: DiagnosticsDeps,
  to: string,
  requestId: string,
): Promise<VerificationTestResult> {
  const { config, transport } = deps;
  const result = (steps: Step[]): VerificationTestResult => ({
    success: steps.every((step) => step.success),
    steps,
    transport: transport.name,
    requestId,
    testEmail: to,
    fromEmail: config.EMAIL_FROM,
  });

  const sentAt = deps.now();
  let message;
  try {
    message = await insertTestMessage(deps.db, {
      toAddress: to,
      fromAddress: config.EMAIL_FROM,
      subject: `${PRODUCT_NAME} e-mail test`,
      textBody: testText(requestId, sentAt),
      htmlBody: `<p>${testText(requestId, sentAt)}</p>`,
      logPreview: `e-mail test ${requestId}`,
    });
  } catch (error) {
    return result([
      { step: 'build', success: false, detail: 'message not stored', error: describeError(error) },
    ]);
  }
  const build: Step = {
    step: 'build',
    success: true,
    detail: `message ${message.id} built and stored`,
  };

  try {
    await transport.send(message);
  } catch (error) {
    const reason = describeError(error);
    await markTestMessage(deps.db, message.id, transport.name, {
      status: 'failed',
      lastError: reason,
    });
    return result([
      build,
      { step: 'send', success: false, detail: `handed to ${transport.name}`, error: reason },
      {
        step: 'provider',
        success: false,
        detail: `${transport.name} did not accept it`,
        error: reason,
      },
    ]);
  }
  await markTestMessage(deps.db, message.id, transport.name, {
    status: 'sent',
    sentAt: deps.now(),
  });
  return result([
    build,
    { step: 'send', success: true, detail: `handed to ${transport.name}` },
    {
      step: 'provider',
      success: true,
      detail:
        transport.name === 'outbox'
          ? 'kept in the outbox (not delivered: no SMTP_URL or RESEND_API_KEY)'
          : `${transport.name} accepted the message`,
    },
  ]);
}

function testText(requestId: string, at: Date): string {
  return `This is a test message from ${PRODUCT_NAME}'s e-mail diagnostics, sent ${at.toISOString()} (request ${requestId}). No action is needed.`;
}
