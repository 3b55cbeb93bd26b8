import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// What the log says about a request. Some URLs carry the whole secret of a link: an invite code
// (anyone who reads it can join the group), a password-reset or e-mail confirmation token (sets a
// member's password, takes over an address; new mails carry these in the fragment, which never
// reaches a server, but links already mailed carry them in the path) and a calendar feed token.
// Operators and log collectors read logs, so none of these reaches a log line, however the path
// is spelled: the log shows the path as a router reads it (percent escapes decoded, slashes
// folded, any case) with
// - the segment after `invites`, `join`, `reset-password`, `confirm-email` and `feeds` replaced
//   (unless it is a word of our routes, such as `/api/feeds/personal`);
// - any long opaque run (20 or more base64url characters with a digit among them, the shape of
//   every token and code we make, unlike words such as `pageReloadedAfterLogin`; a UUID is not
//   opaque: it names a group or account, which is no secret) replaced, in the path and query;
// - the values of query parameters named like a secret (token, code, key, …) replaced;
// - a fragment (which a browser never sends) replaced.

const REDACTED = '[redacted]';
const SECRET_AFTER = new Set([
  'invites',
  'join',
  'reset-password',
  'confirm-email',
  'feeds',
  // Answer and unsubscribe tokens (docs/decisions/052-answer-tokens.md).
  'answer',
  'unsubscribe',
]);
const OPAQUE_RUN = /[A-Za-z0-9_-]{20,}/g;
/** A word of a route (`/api/feeds/personal`): shorter than any code or token, and no digit. */
const ROUTE_WORD = /^[a-z-]{0,19}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET_NAME = /token|code|key|secret|pass|session|auth/i;
/** Rounds of decoding: a double-encoded path (`%2541`) is read to the end, but not forever. */
const DECODE_ROUNDS = 4;

/** Percent escapes decoded byte by byte, repeatedly; a malformed escape is left as it is. */
function decodeAll(text: string): string {
  let current = text;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Control characters, spaces and non-ASCII escaped again, so a log line stays one line. */
function printable(text: string): string {
  return text.replace(/[^\x21-\x7e]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 256 ? `%${code.toString(16).padStart(2, '0').toUpperCase()}` : c;
  });
}

function withoutOpaqueRuns(text: string): string {
  return text.replace(OPAQUE_RUN, (run) => (UUID.test(run) || !/\d/.test(run) ? run : REDACTED));
}

function redactPath(rawPath: string): string {
  const segments = decodeAll(rawPath).split(/[/\\]+/);
  const out = segments.map((segment, i) => {
    const previous = segments[i - 1]?.toLowerCase();
    if (previous !== undefined && SECRET_AFTER.has(previous) && !ROUTE_WORD.test(segment)) {
      return REDACTED;
    }
    return printable(withoutOpaqueRuns(segment));
  });
  return out.join('/') || '/';
}

function redactQuery(rawQuery: string): string {
  return rawQuery
    .split('&')
    .map((pair) => {
      const [rawName = '', ...rest] = pair.split('=');
      const name = printable(withoutOpaqueRuns(decodeAll(rawName.replaceAll('+', ' '))));
      if (rest.length === 0) return name;
      const value = decodeAll(rest.join('=').replaceAll('+', ' '));
      const shown = SECRET_NAME.test(name) ? REDACTED : printable(withoutOpaqueRuns(value));
      return `${name}=${shown}`;
    })
    .join('&');
}

export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const beforeHash = hash === -1 ? url : url.slice(0, hash);
  const question = beforeHash.indexOf('?');
  const rawPath = question === -1 ? beforeHash : beforeHash.slice(0, question);
  const path = redactPath(rawPath);
  const query = question === -1 ? '' : `?${redactQuery(beforeHash.slice(question + 1))}`;
  return `${path}${query}${hash === -1 ? '' : `#${REDACTED}`}`;
}

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger option with the request serializer added (false is left as it is). */
export function withRequestRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
