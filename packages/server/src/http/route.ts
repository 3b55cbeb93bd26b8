import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { BodyOf, EndpointSpec, ParamsOf, QueryOf, ReplyOf } from '@turnout/domain';

// Registers a route from its entry in the domain (domain endpoints/): method, path, schemas and
// summary come from there, so the request's and the reply's types are the contract's
// (docs/decisions/037-endpoints-as-data.md). The entry rides along in the route's config for
// the OpenAPI document (openapi.ts).

export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/**
 * Returns the answer for the entry's success status, or the reply it sent itself, or nothing
 * when it took the response over (reply.hijack(), the event stream).
 */
export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ReplyOf<E> | FastifyReply | void>;

type AnyInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  FastifyTypeProvider
>;

/** Route options besides the schema (hooks, rate limits, body limit). */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema'>;

export interface RouteConfig {
  endpoint?: EndpointSpec;
}

export function route<E extends EndpointSpec>(
  app: AnyInstance,
  entry: E,
  options: EndpointOptions,
  handler: EndpointHandler<E>,
): void {
  const { config, ...rest } = options as EndpointOptions & { config?: object };
  const definition = {
    ...rest,
    method: entry.method,
    url: entry.path,
    schema: {
      summary: entry.summary,
      ...(entry.params && { params: entry.params }),
      ...(entry.query && { querystring: entry.query }),
      ...(entry.headers && { headers: entry.headers }),
      ...(entry.body && { body: entry.body }),
      // The error answers are described in the document only (openapi.ts); the error handler
      // writes them, not the route.
      response: entry.responses,
    },
    config: { ...config, endpoint: entry },
    // The handler's types are the contract's; Fastify's own generics cannot see through it.
    handler: handler as unknown as RouteOptions['handler'],
  } as RouteOptions;
  app.route(definition);
}
