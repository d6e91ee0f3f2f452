import type { ErrorField } from '@jokerwise/contracts';

/** An expected failure with a status and a stable code; the error handler renders it. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: ErrorField[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
