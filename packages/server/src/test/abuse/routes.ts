import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

// The endpoints of the app as Fastify registered them, so an endpoint added tomorrow is abused
// tomorrow without anyone editing this suite. Fastify announces every new instance on the
// `fastify.initialization` diagnostics channel before any plugin runs; an onRoute hook added
// there sees every route, including the HEAD twins of GET routes and those of plugins.

export interface AppRoute {
  method: string;
  /** The path template as registered: `/api/groups/:groupId`, `/functions/*`. */
  url: string;
  /** The route's body schema (a zod schema here), if it has one. */
  bodySchema: unknown;
  /** The route's querystring schema, if it has one. */
  querySchema: unknown;
}

/** Runs `build` and returns what it built together with every route registered meanwhile. */
export async function collectRoutes<T>(build: () => Promise<T>): Promise<[T, AppRoute[]]> {
  const routes: AppRoute[] = [];
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          bodySchema: route.schema?.body,
          querySchema: route.schema?.querystring,
        });
      }
    });
  };
  diagnostics.subscribe('fastify.initialization', onInstance);
  try {
    return [await build(), routes];
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInstance);
  }
}
