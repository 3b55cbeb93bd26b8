import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// What the log says about a request. An invite code is the whole secret of an invite link:
// anyone who reads it can join the group, so it never reaches the log (operators and log
// collectors read logs). It sits in the path of the invite preview and join (/api/invites/CODE,
// /api/invites/CODE/join) and of the join page (/join/CODE); the segment after `invites` or
// `join` is replaced, however the rest of the path is spelled.

const INVITE_SEGMENT = /(\/(?:invites|join)\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url.replace(INVITE_SEGMENT, '$1[redacted]');
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

/** The logger option with the request serializer added (false and true are left as they are). */
export function withRequestRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger || logger === true) return logger;
  return { ...logger, serializers: { req: serializeRequest, ...logger.serializers } };
}
