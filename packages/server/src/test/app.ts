import { fileURLToPath } from 'node:url';
import type { Readiness } from '../features/health/routes.ts';
import type {
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { CSRF_HEADER } from '@turnout/domain';
import { buildApp } from '../app.ts';
import type { TestingOptions } from '../services.ts';
import { parseConfig, sessionCookieName, type Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from './database.ts';
import { useForTests } from './use-for-tests.ts';
import {
  createSignedInUser,
  createUser,
  type SignedInUser,
  type TestUser,
  type UserOverrides,
} from './factories.ts';

// The app on its own fresh database, for in-process tests with inject(). Typical use:
//
//   const t = useTestApp();
//   it('…', async () => {
//     const anna = await t.signIn();
//     const res = await t.request({ method: 'POST', url: API_PATHS.groups, body, as: anna });
//   });

const FIXTURE_WEB_DIST = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export interface TestAppOptions {
  /** Environment variables on top of the test defaults, as the server would read them. */
  env?: Record<string, string>;
  logger?: FastifyServerOptions['logger'];
  /** Test-only switches of buildApp (services.ts), e.g. pushes to the loopback push service. */
  testing?: TestingOptions;
  /** The readiness state main.ts would move on (features/health); ready when not given. */
  readiness?: Readiness;
}

export interface TestRequest {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Act as this user: their token as a bearer header, or as the session cookie. */
  as?: { token: string };
  via?: 'bearer' | 'cookie';
  /** Add the CSRF header on state-changing requests (default true; cookie sessions need it). */
  csrf?: boolean;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  request(options: TestRequest): Promise<LightMyRequestResponse>;
  createUser(overrides?: UserOverrides): Promise<TestUser>;
  /** A user with a live session; pass `user` to sign in an existing one. */
  signIn(overrides?: Parameters<typeof createSignedInUser>[1]): Promise<SignedInUser>;
  /** Closes the app and drops the database. */
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({ WEB_DIST: FIXTURE_WEB_DIST, LOG_LEVEL: 'silent', ...env });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    db: database.db,
    logger: options.logger,
    testing: options.testing,
    readiness: options.readiness,
  });
  await app.ready();
  const { db } = database;
  return {
    app,
    db,
    database,
    config,
    request: (req) => app.inject(toInject(req, sessionCookieName(config))),
    createUser: (overrides) => createUser(db, overrides),
    signIn: (overrides) => createSignedInUser(db, overrides),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The app for the enclosing describe block (or file): created before its tests and closed after
 * them. The value stands for that app inside the tests (and their hooks), not before. Options
 * that depend on another such helper's value (a service's URL) are given as a function.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  return useForTests(
    () => createTestApp(typeof options === 'function' ? options() : options),
    (app) => app.close(),
  );
}

/**
 * useTestApp() listening on a loopback port, for clients that need a real connection (event
 * streams read with fetch); `baseUrl` is its origin.
 */
export function useListeningTestApp(): TestApp & { baseUrl: string } {
  return useForTests(
    async () => {
      const testApp = await createTestApp();
      const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      return { ...testApp, baseUrl };
    },
    (app) => app.close(),
  );
}

function toInject(req: TestRequest, cookieName: string): InjectOptions {
  const headers: Record<string, string> = {};
  const safe = ['GET', 'HEAD', 'OPTIONS'].includes(req.method.toUpperCase());
  if (!safe && req.csrf !== false) headers[CSRF_HEADER] = '1';
  if (req.as) {
    if (req.via === 'cookie') headers.cookie = `${cookieName}=${req.as.token}`;
    else headers.authorization = `Bearer ${req.as.token}`;
  }
  return {
    method: req.method,
    url: req.url,
    headers: { ...headers, ...req.headers },
    ...(req.body === undefined ? {} : { payload: req.body as InjectOptions['payload'] }),
  };
}
