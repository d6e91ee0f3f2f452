import type { FastifyBaseLogger as Logger } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { JobHandlerContext, JobQueue } from '../../jobs/job-queue';
import {
  findEmail,
  insertQueuedEmail,
  markEmailFailed,
  markEmailSent,
  recordEmailAttemptFailure,
  type StoredContent,
} from './email-messages.repository';
import type { EmailTransport } from './email-transport';
import { maskEmailAddress, maskEmailAddressesIn } from './mask-email';

export const EMAIL_SEND_JOB = 'email-send';
/** Retries after the first attempt (docs/architecture.md#security-baseline: bounded retries with backoff). */
export const EMAIL_SEND_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 30;
const MAX_ERROR_LENGTH = 500;

export interface EmailMessageInput {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One line the outbox may print, e.g. the sign-in code; never sent anywhere. */
  logPreview?: string;
  /** The subject to keep once sent, when the subject itself carries a secret. */
  redactedSubject?: string;
}

export interface EmailService {
  /** Stores the message and queues its delivery; resolves to the message id. */
  queue(message: EmailMessageInput): Promise<string>;
}

export interface EmailServiceDeps {
  db: Db;
  jobs: JobQueue;
  config: Pick<AppConfig, 'EMAIL_FROM'>;
  logger: Logger;
  transport: EmailTransport;
}

export interface EmailJobDeps {
  db: Db;
  logger: Logger;
  transport: EmailTransport;
  /** First retry delay; pg-boss doubles it per retry. Tests use 1. */
  retryDelaySeconds?: number;
}

// The job payload comes back from storage: parse it like any other input.
const emailSendJobData = z.object({ messageId: z.uuid() });
type EmailSendJobData = z.infer<typeof emailSendJobData>;

/** Sending happens off the request path: the caller waits for one insert and one job row. */
export function createEmailService(deps: EmailServiceDeps): EmailService {
  const { db, jobs, config, logger, transport } = deps;
  return {
    async queue(message) {
      const id = await insertQueuedEmail(db, {
        toAddress: message.to,
        fromAddress: config.EMAIL_FROM,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        logPreview: message.logPreview ?? null,
        redactedSubject: message.redactedSubject ?? null,
      });
      try {
        await jobs.send<EmailSendJobData>(EMAIL_SEND_JOB, { messageId: id });
      } catch (error) {
        // Without a job nothing would ever pick the row up; say so in the row, then fail.
        const reason = `not queued: ${describeError(error)}`;
        await markEmailFailed(db, id, reason, redactionAfter(transport, message));
        throw error;
      }
      logger.info(
        { messageId: id, to: maskEmailAddress(message.to), transport: transport.name },
        'e-mail queued',
      );
      return id;
    },
  };
}

/** Defines the `email-send` queue and its worker. */
export async function registerEmailJobs(jobs: JobQueue, deps: EmailJobDeps): Promise<void> {
  await jobs.define<EmailSendJobData>(
    EMAIL_SEND_JOB,
    {
      retryLimit: EMAIL_SEND_RETRY_LIMIT,
      retryDelaySeconds: deps.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
      retryBackoff: true,
    },
    (data, job) => deliverEmail(deps, data, job),
  );
}

async function deliverEmail(
  deps: EmailJobDeps,
  data: unknown,
  job: JobHandlerContext,
): Promise<void> {
  const { db, logger, transport } = deps;
  const parsed = emailSendJobData.safeParse(data);
  if (!parsed.success) {
    logger.error({ jobId: job.id }, 'email-send job without a valid message id; dropped');
    return;
  }
  const { messageId } = parsed.data;
  const message = await findEmail(db, messageId);
  // A duplicate or late delivery of the job must not send the mail again.
  if (!message || message.status !== 'queued') return;

  const attempt = job.retryCount + 1;
  try {
    await transport.send(message);
  } catch (error) {
    const reason = describeError(error);
    const isFinal = job.retryCount >= EMAIL_SEND_RETRY_LIMIT;
    await recordEmailAttemptFailure(db, messageId, {
      reason,
      transport: transport.name,
      ...(isFinal ? { final: redactionAfter(transport, message) } : {}),
    });
    const context = {
      messageId,
      to: maskEmailAddress(message.toAddress),
      transport: transport.name,
      attempt,
      reason: maskEmailAddressesIn(reason),
    };
    if (isFinal) {
      logger.error(context, 'e-mail delivery failed; giving up');
      return;
    }
    logger.warn(context, 'e-mail delivery failed; will retry');
    throw error;
  }

  await markEmailSent(db, messageId, {
    transport: transport.name,
    redaction: redactionAfter(transport, message),
  });
  logger.info(
    { messageId, to: maskEmailAddress(message.toAddress), transport: transport.name, attempt },
    'e-mail sent',
  );
}

export const REDACTED_BODY = '[removed once sent]';

/**
 * What a message keeps once it has left or will never leave (docs/architecture.md#security-baseline: a sign-in code
 * never rests in clear text). A real transport leaves only the envelope and a safe subject. The
 * outbox keeps everything: it runs only in development and tests (production refuses to start
 * without a transport, ADR 013), and its rows are what the dev mailbox shows.
 */
function redactionAfter(
  transport: EmailTransport,
  message: { subject: string; redactedSubject?: string | null | undefined },
): Partial<StoredContent> {
  if (transport.name === 'outbox') return {};
  return {
    subject: message.redactedSubject ?? message.subject,
    textBody: REDACTED_BODY,
    htmlBody: REDACTED_BODY,
    logPreview: null,
  };
}

/** `fetch failed` alone says nothing: keep the cause (e.g. ECONNREFUSED) in the stored reason. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, MAX_ERROR_LENGTH);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`.slice(0, MAX_ERROR_LENGTH);
}
