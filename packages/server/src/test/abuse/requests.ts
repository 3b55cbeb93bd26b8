import type { ServerResponse } from 'node:http';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  ANSWER_PAGE_PATH,
  statusForCode,
  UNSUBSCRIBE_PAGE_PATH,
  type ErrorCode,
} from '@turnout/domain';
import { isApiPath } from '../../http/web-app.ts';
import { bodyPart, type BodyPart } from './bodies.ts';
import { headerPart } from './headers.ts';
import { pathPart, queryPart } from './paths.ts';
import type { AppRoute } from './routes.ts';
import type { CallerName, World } from './world.ts';

// One generated request to one route, how to send it in process, and what every answer to it
// must look like.

export interface AbuseRequest {
  method: string;
  url: string;
  caller: CallerName;
  body: BodyPart;
  headers: Record<string, string>;
  remoteAddress: string;
  /** A write whose path or body names nothing real or cannot be read: it must be refused. */
  mustBeRefused: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Requests to one route. Each part is either plausible or strange at random, so some requests
 * get past authentication and validation with a single defect; a write always has a strange
 * path or body (see the filter).
 */
export function abuseRequest(
  route: AppRoute,
  world: World,
  publicUrl: string,
): fc.Arbitrary<AbuseRequest> {
  const safe = SAFE_METHODS.has(route.method);
  return (
    fc
      .record({ strangePath: fc.boolean(), strangeBody: fc.boolean(), noisyHeaders: fc.boolean() })
      .chain((modes) =>
        fc.record({
          path: pathPart(route.url, world.paramValues, modes.strangePath),
          query: queryPart(route),
          body: bodyPart(route, modes.strangeBody),
          header: headerPart(world, publicUrl, modes.noisyHeaders),
        }),
      )
      .map(({ path, query, body, header }) => ({
        method: route.method,
        url: path.url + query,
        caller: header.caller,
        body,
        headers: header.headers,
        remoteAddress: header.remoteAddress,
        mustBeRefused: !safe && (path.refused || body.refused),
      }))
      // A write with a real path and an acceptable body may be a real change; those are the
      // feature tests' business. Every write generated here is malformed somewhere.
      .filter((request) => safe || request.mustBeRefused)
  );
}

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Sends in process; an event stream that opens is closed at once (its status is the answer). */
export async function send(app: FastifyInstance, request: AbuseRequest): Promise<Answer> {
  const headers = { ...request.headers };
  if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
  const response = await app.inject({
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    remoteAddress: request.remoteAddress,
    payloadAsStream: true,
    ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
  });
  const contentType = String(response.headers['content-type'] ?? '');
  if (contentType.startsWith('text/event-stream')) {
    (response.raw.res as ServerResponse).destroy();
    return { status: response.statusCode, contentType, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
  return { status: response.statusCode, contentType, body: Buffer.concat(chunks).toString() };
}

/** What is wrong with an answer; empty when nothing is. */
/**
 * A page path that is none of the app's routes gets the small not-found page (HTML), as a
 * browser expects; the API's paths keep their JSON errors (http/web-app.ts).
 */
function isNotFoundPage(request: AbuseRequest, answer: Answer): boolean {
  return (
    answer.status === 404 &&
    request.method === 'GET' &&
    !isApiPath(request.url) &&
    answer.contentType.startsWith('text/html')
  );
}

/**
 * The pages a mail's links open (docs/decisions/053-e-mail-channel-and-digest.md) are for people
 * in a browser: they say a refusal as an HTML page, with the refusal's status.
 */
const PERSON_PAGES = [ANSWER_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH].map((path) => path.replace('*', ''));

function isPersonPage(request: AbuseRequest, answer: Answer): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    PERSON_PAGES.some((prefix) => path.startsWith(prefix)) &&
    answer.status < 500 &&
    answer.contentType.startsWith('text/html')
  );
}

export function problemsWith(request: AbuseRequest, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}: ${answer.body}`);
  if (request.mustBeRefused && answer.status < 400) {
    problems.push(`a malformed write was accepted with ${answer.status}`);
  }
  if (
    answer.status >= 400 &&
    request.method !== 'HEAD' &&
    !isNotFoundPage(request, answer) &&
    !isPersonPage(request, answer)
  ) {
    const problem = errorBodyProblem(answer);
    if (problem) problems.push(problem);
  }
  return problems;
}

function errorBodyProblem({ status, contentType, body }: Answer): string | undefined {
  if (!contentType.startsWith('application/json')) return `error ${status} as ${contentType}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `error ${status} is not JSON: ${body.slice(0, 200)}`;
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown } }).error;
  const shaped =
    Object.keys(parsed as object).join() === 'error' &&
    typeof error === 'object' &&
    Object.keys(error).sort().join() === 'code,message' &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    error.message !== '';
  if (!shaped) return `error ${status} is not { error: { code, message } }: ${body.slice(0, 200)}`;
  // Only the domain's codes, each with the status the product maps it to.
  const expected = statusForCode(error.code as ErrorCode) as number | undefined;
  if (expected !== status) return `error code ${String(error.code)} came with ${status}`;
  return undefined;
}
