import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request at the default level (docs/operations.md#logs), written when the answer
 * has gone out, with the request id fastify's child logger adds to every line; fastify's own
 * controller writes two. Files of the web app are logged only at debug: a page load fetches
 * dozens and they say nothing new.
 */
export class RequestLogController extends LogController {
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
    else if (path.startsWith('/api/')) reply.log.info(line, 'request');
    else reply.log.debug(line, 'request');
  }
}
