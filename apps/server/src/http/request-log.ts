import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/**
 * One line per request at the default level (docs/operations.md#logs), written when the answer
 * has gone out, with the request id on every line; fastify's own controller writes two. Files of
 * the web app are logged only at debug: a page load fetches dozens and they say nothing new.
 */
export class RequestLogController extends LogController {
  #lines: FastifyBaseLogger | undefined;

  /**
   * The request line is built here from four fixed fields (the path without its query), so it
   * cannot carry a secret; it skips the logger's redaction, which walks every field against the
   * wildcard paths and cost 7 % of a signed-in request's CPU (bench/README.md). Error lines keep
   * the request's own, redacting logger.
   */
  writeLinesTo(logger: FastifyBaseLogger): void {
    this.#lines = logger.child({}, { redact: [] });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = request.url.split('?')[0] ?? '';
    const line = {
      method: request.method,
      url: path,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (!path.startsWith('/api/')) reply.log.debug(line, 'request');
    else if (this.#lines) this.#lines.info({ reqId: request.id, ...line }, 'request');
    else reply.log.info(line, 'request');
  }
}
