import type { FastifyInstance } from 'fastify';

// One line per request at the default level (docs/operations.md#logs), written when the answer
// has gone out, with the request id fastify's child logger adds to every line. Files of the web
// app are logged only at debug: a page load fetches dozens and they say nothing new.
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const line = {
      method: request.method,
      url: path,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (path.startsWith('/api/')) request.log.info(line, 'request');
    else request.log.debug(line, 'request');
  });
}
