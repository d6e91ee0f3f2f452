import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { CoachProvider } from './coach-provider';
import { createBuiltinProvider } from './builtin-provider';
import { createOpenAiChat } from './openai-client';
import { createOpenAiProvider, OPENAI_ANSWER_DEADLINE_MS } from './openai-provider';
import { createWebhookProvider } from './webhook-provider';

export interface CoachLogger {
  error(details: object, message: string): void;
}

export interface CoachDeps {
  readonly db: Db;
  readonly now: () => Date;
  readonly provider: CoachProvider;
  /** Whether the coach payload carries the user's e-mail (ADR 010). */
  readonly includeEmail: boolean;
  readonly logger: CoachLogger;
  /** Chat requests per user per minute. */
  readonly chatPerMinute: number;
}

/** Default model when OPENAI_MODEL is not set. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
/**
 * One Chat Completions attempt; the provider's 30 s answer deadline (docs/product/coach.md) bounds the
 * attempts, retries and tool rounds of one answer together.
 */
export const OPENAI_TIMEOUT_MS = OPENAI_ANSWER_DEADLINE_MS;
export const DEFAULT_CHAT_PER_MINUTE = 20;

/** AI_PROVIDER picks the provider (docs/architecture.md#runtime-pieces). */
export function createCoachProvider(config: AppConfig, version: string): CoachProvider {
  switch (config.AI_PROVIDER) {
    case 'builtin':
      return createBuiltinProvider();
    case 'webhook':
      return createWebhookProvider({
        url: config.AI_WEBHOOK_URL,
        origin: new URL(config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).origin,
        version,
      });
    case 'openai':
      return createOpenAiProvider(
        createOpenAiChat({
          baseUrl: config.OPENAI_BASE_URL,
          apiKey: config.OPENAI_API_KEY,
          model: config.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
          timeoutMs: OPENAI_TIMEOUT_MS,
        }),
      );
  }
}

export function createCoachDeps(input: {
  readonly db: Db;
  readonly config: AppConfig;
  readonly now: () => Date;
  readonly logger: CoachLogger;
  readonly version: string;
}): CoachDeps {
  return {
    db: input.db,
    now: input.now,
    logger: input.logger,
    provider: createCoachProvider(input.config, input.version),
    // Only the webhook receives the payload as is; the e-mail goes only where the operator opted in.
    includeEmail: input.config.AI_PROVIDER === 'webhook' && input.config.AI_WEBHOOK_INCLUDE_EMAIL,
    chatPerMinute: DEFAULT_CHAT_PER_MINUTE,
  };
}
