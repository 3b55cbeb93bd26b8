import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, type ApiErrorBody, type ErrorCode } from '@turnout/domain';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { ApiError } from './api-error.ts';

// One place decides what a failed request looks like on the wire. Client mistakes get a 4xx
// with a message that says what to fix; everything else is a 500 that says nothing about the
// internals (the details go to the log).

interface Answer {
  statusCode: number;
  code: ErrorCode;
  message: string;
}

// The database is restarting or out of reach: the request may be tried again in a moment, and
// load balancers and clients treat a 503 that way (a 500 would read as a bug).
const UNAVAILABLE: Answer = {
  statusCode: 503,
  code: 'unavailable',
  message: 'Turnout cannot reach its database at the moment. Please try again shortly.',
};

const INTERNAL: Answer = {
  statusCode: 500,
  code: 'internal',
  message: 'Something went wrong on our side. Please try again later.',
};

export function registerErrorHandling(app: FastifyInstance, options: { bodyLimit: number }): void {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    handleError(error, request, reply, options.bodyLimit),
  );
}

/** Also Fastify's `frameworkErrors` hook: errors raised before routing (a malformed URL). */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  bodyLimit: number,
): FastifyReply {
  const answer = describe(error, bodyLimit);
  if (answer === UNAVAILABLE) {
    // Expected during a database restart; one line per request, not a stack trace each.
    request.log.warn(`request failed: database unavailable (${innermostMessage(error)})`);
    reply.header('retry-after', '5');
  } else if (answer.statusCode >= 500) {
    request.log.error(loggable(error), 'request failed');
  }
  return sendError(reply, answer);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, {
    statusCode: 404,
    code: 'not-found',
    message: `There is no ${request.method} ${request.url.split('?')[0]}.`,
  });
}

export function sendError(reply: FastifyReply, answer: Answer): FastifyReply {
  const body: ApiErrorBody = { error: { code: answer.code, message: answer.message } };
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(body);
}

function describe(error: FastifyError, bodyLimit: number): Answer {
  if (error instanceof ApiError) {
    // A catch-all such as log-in's "Login failed!" must not hide a database outage.
    if (error.statusCode >= 500 && isDatabaseUnavailable(error.cause)) return UNAVAILABLE;
    return { statusCode: error.statusCode, code: error.code, message: error.message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => {
      const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return where ? `${where}: ${issue.message}` : issue.message;
    });
    const context = error.validationContext ?? 'request';
    return {
      statusCode: 400,
      code: 'invalid-argument',
      message: `Invalid ${context}: ${issues.join('; ')}`,
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        statusCode: 413,
        code: 'payload-too-large',
        message: `The request body is larger than ${bodyLimit} bytes.`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        statusCode: 415,
        code: 'unsupported-media-type',
        message: 'Send the request body as JSON (Content-Type: application/json).',
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        statusCode: 400,
        code: 'invalid-argument',
        message: 'The request body is not valid JSON.',
      };
  }
  if (isDatabaseUnavailable(error)) return UNAVAILABLE;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's and its plugins' own 4xx errors (bad URL, bad content length, …) carry safe,
    // useful messages. Code and status must agree (docs/product.md#error-shape-and-http-statuses): 415 (an unknown
    // Content-Encoding, from @fastify/compress) has its own code, and a status with no code of
    // its own (414 for an overlong path parameter, 416 for an unsatisfiable range) is a 400.
    const code = status === 415 ? 'unsupported-media-type' : codeForStatus(status);
    return code === 'unknown'
      ? { statusCode: 400, code: 'invalid-argument', message: error.message }
      : { statusCode: status, code, message: error.message };
  }
  return INTERNAL;
}

// A failed Drizzle query carries its parameters in the message (e-mail addresses, password
// hashes); log the query text and the driver's error instead.
function loggable(error: Error): Record<string, unknown> {
  if (error instanceof ApiError && error.cause instanceof Error) return loggable(error.cause);
  if (error instanceof DrizzleQueryError) return { err: error.cause ?? error, query: error.query };
  return { err: error };
}

// The driver's own words (a failed Drizzle query's message would carry its parameters).
function innermostMessage(error: Error): string {
  let e: Error = error;
  while (e.cause instanceof Error) e = e.cause;
  return e.message;
}
