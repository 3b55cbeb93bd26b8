import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, FUNCTIONS_PATH } from '@turnout/domain';
import { createTestApp } from '../app.ts';
import { abuseRequest, problemsWith, send, type AbuseRequest } from './requests.ts';
import { collectRoutes, type AppRoute } from './routes.ts';
import { refusesUnknownFields } from './schema-shape.ts';
import { watchDatabase } from './snapshot.ts';
import { buildWorld, type World } from './world.ts';

// Every endpoint the app registers gets generated malformed requests (bodies, path parameters,
// query strings, headers; as a visitor, the owner, a member and an outsider). None may be
// answered with a 5xx, every error must be `{ error: { code, message } }` with a domain code
// and its status, a malformed write must be refused, and the database must not change.

/**
 * Runs per endpoint, so the suite stays under 40 s per database on a busy 2-core machine. For a
 * longer hunt: `ABUSE_RUNS=1000 npx vitest run packages/server/src/test/abuse`.
 */
const RUNS_PER_ROUTE = Number(process.env.ABUSE_RUNS ?? 30);

// Built at load time: the routes name the tests below.
const [t, routes] = await collectRoutes(() => createTestApp());
const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('abuse of every endpoint', () => {
  let world: World;
  let database: Awaited<ReturnType<typeof watchDatabase>>;
  /** Answers seen per route, to prove each was reached and got past authentication sometimes. */
  const seen = new Map<string, number[]>();

  beforeAll(async () => {
    world = await buildWorld(t);
    database = await watchDatabase(t.db);
  });
  afterAll(() => t.close());

  async function abuse(request: AbuseRequest, statuses: number[] = []): Promise<void> {
    const answer = await send(t.app, request);
    statuses.push(answer.status);
    expect(problemsWith(request, answer)).toEqual([]);
    await database.assertUnchanged();
  }

  it('finds the API among the routes the app registered', () => {
    const registered = new Set(routes.map((route) => route.url));
    for (const path of Object.values(API_PATHS)) expect(registered).toContain(path);
    expect(registered).toContain(`${FUNCTIONS_PATH}/:name`);
  });

  it('relies only on body schemas that refuse unknown fields', () => {
    const lenient = routes.filter((r) => r.bodySchema && !refusesUnknownFields(r.bodySchema));
    expect(lenient.map(routeName)).toEqual([]);
  });

  it.each(routes.map((route) => [routeName(route), route] as const))('%s', async (name, route) => {
    const statuses: number[] = [];
    seen.set(name, statuses);
    await fc.assert(
      fc.asyncProperty(abuseRequest(route, world, t.config.publicUrl), (request) =>
        abuse(request, statuses),
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
  });

  it('answers paths and methods nobody registered', async () => {
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    const strays = methods.flatMap((method) =>
      ['/api/*', `${FUNCTIONS_PATH}/*`, '/*', '/.well-known/*'].map((url): AppRoute => ({
        method,
        url,
        bodySchema: undefined,
        querySchema: undefined,
      })),
    );
    const request = fc
      .constantFrom(...strays)
      .chain((route) => abuseRequest(route, world, t.config.publicUrl));
    await fc.assert(
      fc.asyncProperty(request, (r) => abuse(r)),
      { numRuns: RUNS_PER_ROUTE * 2 },
    );
  });

  it('reached every endpoint, and past its authentication', () => {
    for (const route of routes) {
      const statuses = seen.get(routeName(route)) ?? [];
      expect(statuses.length, routeName(route)).toBeGreaterThanOrEqual(RUNS_PER_ROUTE);
      expect(
        statuses.some((status) => status !== 401 && status !== 403),
        `${routeName(route)} only ever answered 401/403`,
      ).toBe(true);
    }
  });
});
