import type { ErrorBody, ErrorField } from '@jokerwise/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-errors';
import { AppError } from './app-error';
import { findAllowedMethods } from './route-table';
import { readableMessage } from './validation-message';

// One envelope for every non-2xx answer (docs/architecture.md#security-baseline): { error: { code, message, fields? } }.

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const DATABASE_UNAVAILABLE_MESSAGE =
  'Our database is not reachable for a moment. Please try again in a few seconds.';

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty but its content type is JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported; send application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'INVALID_CONTENT_LENGTH',
    message: 'The Content-Length header does not match the body.',
  },
};

export function errorBody(code: string, message: string, fields?: ErrorField[]): ErrorBody {
  return { error: { code, message, ...(fields && fields.length > 0 ? { fields } : {}) } };
}

function validationFields(error: FastifyError): (ErrorField & { readable: string })[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const where = error.validationContext ?? 'body';
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      path: path ? `${where}.${path}` : where,
      message: issue.message ?? 'is not valid',
      readable: readableMessage(issue, path || where),
    };
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error);
      const message = fields[0]?.readable ?? 'The request is not valid.';
      const listed = fields.map(({ path, message: text }) => ({ path, message: text }));
      return reply.status(400).send(errorBody('VALIDATION_FAILED', message, listed));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.code, known.message));
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED', error.message));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(error.code ?? 'BAD_REQUEST', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover in progress: the pool reconnects on its own (docs/operations.md).
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorBody('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    const allowed = findAllowedMethods(app, request.url);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(errorBody('METHOD_NOT_ALLOWED', `${request.method} is not allowed here.`));
    }
    return reply
      .status(404)
      .send(
        errorBody(
          'NOT_FOUND',
          `No API route matches ${request.method} ${request.url.split('?')[0]}.`,
        ),
      );
  });
}
