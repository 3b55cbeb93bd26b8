import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  errorBodySchema,
  errorStatusesOf,
  type EndpointSpec,
} from '@turnout/domain';
import type { RouteConfig } from './route.ts';

// The OpenAPI 3.1 document of the routes under /api, generated from their schemas (entries
// registered with route.ts carry their summary, access and error statuses) and served at
// GET /api/openapi.json (docs/decisions/037-endpoints-as-data.md). Routes outside /api (feeds,
// functions, app links, the web app) are left out.

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = Record<string, unknown>;

const errorJson = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' });
delete errorJson.$schema;

const SECURITY = [{ bearer: [] }, { cookie: [] }];

function describeRoute(input: TransformInput) {
  const { url, route } = input;
  const schema = (input.schema ?? {}) as JsonObject;
  if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
  const entry = (route.config as RouteConfig | undefined)?.endpoint;
  // Answers without a JSON body are described by hand: zod has no JSON Schema for them.
  const responses = { ...(schema.response as Record<string, unknown> | undefined) };
  const special: Record<string, JsonObject> = {};
  for (const status of Object.keys(responses)) {
    if (status === '204') {
      special[status] = { type: 'null', description: 'No Content' };
      delete responses[status];
    } else if (entry?.produces && status === '200') {
      special[status] = {
        description: 'OK',
        content: { [entry.produces]: { schema: { type: 'string' } } },
      };
      delete responses[status];
    }
  }
  const transformed = jsonSchemaTransform({
    ...input,
    schema: { ...schema, response: responses },
  } as TransformInput);
  const out = transformed.schema as JsonObject;
  const response: Record<string, unknown> = { ...(out.response as JsonObject), ...special };
  for (const status of entry ? errorStatusesOf(entry) : [400, 401, 403, 404, 409, 429, 500]) {
    response[String(status)] ??= {
      description: 'Error',
      content: { 'application/json': { schema: errorJson } },
    };
  }
  return {
    url,
    schema: {
      ...out,
      response,
      ...(entry?.access === 'signed-in' && { security: SECURITY }),
      ...(entry && { tags: [tagOf(entry)] }),
    },
  };
}

function tagOf(entry: EndpointSpec): string {
  return entry.path.split('/')[2] ?? 'api';
}

/** Every route's method and URL as registered, for the test that the document names them all. */
export const registeredRoutes = new WeakMap<FastifyInstance, string[]>();

/** Registered before the routes, whose definitions it collects as they are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const routes: string[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (options) => {
    const methods = [options.method].flat();
    for (const method of methods) routes.push(`${method} ${options.url}`);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Turnout API', version: '1' },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session or personal token, for native apps and scripts.',
          },
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              `The web session (named __Host-${SESSION_COOKIE} over https); state-changing ` +
              `requests with it must carry the ${CSRF_HEADER} header.`,
          },
        },
      },
    },
    transform: describeRoute as never,
  });
}
