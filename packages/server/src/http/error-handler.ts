import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, type ApiErrorBody, type ErrorCode, type Language } from '@turnout/domain';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { render, requestLanguage, textOfEnglish, type Text } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';

// One place decides what a failed request looks like on the wire. Client mistakes get a 4xx
// with a message that says what to fix; everything else is a 500 that says nothing about the
// internals (the details go to the log). Messages are in the request's language
// (i18n/i18n.ts: the account's, else Accept-Language).

interface Answer {
  statusCode: number;
  code: ErrorCode;
  /** A text put into the request's language, or words sent as they are (a library's own). */
  text: Text | ((language: Language) => string) | string;
}

// The database is restarting or out of reach: the request may be tried again in a moment, and
// load balancers and clients treat a 503 that way (a 500 would read as a bug).
const UNAVAILABLE: Answer = {
  statusCode: 503,
  code: 'unavailable',
  text: { key: 'errors.unavailable' },
};

const INTERNAL: Answer = {
  statusCode: 500,
  code: 'internal',
  text: { key: 'errors.internal' },
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
  return sendError(reply, answer, request);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const values = { method: request.method, path: request.url.split('?')[0] ?? '' };
  return sendError(
    reply,
    { statusCode: 404, code: 'not-found', text: { key: 'errors.noRoute', values } },
    request,
  );
}

/** Sends an error answer; its text in the request's language (English without a request). */
export function sendError(
  reply: FastifyReply,
  answer: Answer,
  request?: FastifyRequest,
): FastifyReply {
  const language = request ? requestLanguage(request) : 'en';
  const { text } = answer;
  const message =
    typeof text === 'string'
      ? text
      : typeof text === 'function'
        ? text(language)
        : render(text, language);
  const body: ApiErrorBody = { error: { code: answer.code, message } };
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(body);
}

function describe(error: FastifyError, bodyLimit: number): Answer {
  if (error instanceof ApiError) {
    // A catch-all such as log-in's "Login failed!" must not hide a database outage.
    if (error.statusCode >= 500 && isDatabaseUnavailable(error.cause)) return UNAVAILABLE;
    return { statusCode: error.statusCode, code: error.code, text: error.text ?? error.message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'request';
    return {
      statusCode: 400,
      code: 'invalid-argument',
      text: validationText(error.validation, context),
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        statusCode: 413,
        code: 'payload-too-large',
        text: { key: 'errors.bodyTooLarge', values: { limit: bodyLimit } },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        statusCode: 415,
        code: 'unsupported-media-type',
        text: { key: 'errors.mediaType' },
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        statusCode: 400,
        code: 'invalid-argument',
        text: { key: 'errors.invalidJson' },
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
      ? { statusCode: 400, code: 'invalid-argument', text: error.message }
      : { statusCode: status, code, text: error.message };
  }
  return INTERNAL;
}

/**
 * "Invalid body: name: Name must have at most 80 characters": each issue with its field; the
 * domain's own messages (schemas carry them in English) in the request's language.
 */
function validationText(
  validation: readonly { instancePath: string; message?: string }[],
  context: string,
): (language: Language) => string {
  return (language) => {
    const issues = validation.map((issue) => {
      const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const words = issue.message ?? '';
      const text = textOfEnglish(words);
      const message = text ? render(text, language) : words;
      return where ? `${where}: ${message}` : message;
    });
    return render(
      { key: 'errors.invalidRequest', values: { context, issues: issues.join('; ') } },
      language,
    );
  };
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
