import { z } from 'zod';
import type { EmailTransport } from './email-transport';

export interface ResendTransportOptions {
  apiKey: string;
  /** Tests point this at a loopback fake; default `https://api.resend.com`. */
  baseUrl?: string;
  /** Whole-request limit; default 10 s. */
  timeoutMs?: number;
}

const DEFAULT_BASE_URL = 'https://api.resend.com';
const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_BODY_IN_ERROR = 500;

// Parse the answer before trusting it (STYLE: parse at the edges).
const sendEmailResponse = z.object({ id: z.string().min(1) });
// A sending-only key may not list domains; Resend says so by name, which proves the key is real.
const restrictedKeyAnswer = z.object({ name: z.literal('restricted_api_key') });

/** A failed call to the Resend API; `status` is absent when no valid HTTP answer came back. */
export class ResendApiError extends Error {
  override name = 'ResendApiError';
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: string,
  ) {
    super(message);
  }
}

/** Resend HTTP API, `POST /emails` (https://resend.com/docs/api-reference/emails/send-email). */
export function createResendTransport(options: ResendTransportOptions): EmailTransport {
  const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const endpoint = `${base}/emails`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'resend',
    async send(message) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          // A retry after a lost answer must not send the mail twice; the row id is stable.
          'idempotency-key': message.id,
        },
        body: JSON.stringify({
          from: message.fromAddress,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.text();
      if (!response.ok) {
        throw new ResendApiError(
          `Resend answered ${response.status}: ${body.slice(0, MAX_BODY_IN_ERROR)}`,
          response.status,
          body.slice(0, MAX_BODY_IN_ERROR),
        );
      }
      if (!sendEmailResponse.safeParse(parseJson(body)).success) {
        throw new ResendApiError(
          `Resend answered ${response.status} without an e-mail id`,
          response.status,
          body.slice(0, MAX_BODY_IN_ERROR),
        );
      }
    },
    async verify() {
      // Read-only and authenticated: `GET /domains` (https://resend.com/docs/api-reference).
      const response = await fetch(`${base}/domains`, {
        headers: { authorization: `Bearer ${options.apiKey}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.text();
      if (response.ok) return 'API key accepted (GET /domains); nothing sent';
      if (restrictedKeyAnswer.safeParse(parseJson(body)).success) {
        return 'API key accepted as a sending-only key; nothing sent';
      }
      throw new ResendApiError(
        `Resend answered ${response.status}: ${body.slice(0, MAX_BODY_IN_ERROR)}`,
        response.status,
        body.slice(0, MAX_BODY_IN_ERROR),
      );
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
