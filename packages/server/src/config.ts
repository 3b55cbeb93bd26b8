import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ANDROID_TESTERS_CONTACT_REASON, DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from '@turnout/domain';

// Every setting comes from the environment and is checked here, once, at start-up: a bad value
// stops the server with a message naming the variable instead of failing later at random.

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number({ error: 'expected a number' }).int().positive();

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

const timeZone = z.string().refine(isTimeZone, 'expected an IANA time zone like Europe/Berlin');

const locale = z.string().refine(isLocale, 'expected a BCP 47 locale like de or en-GB');

// `true` (trust every proxy), `false`, or a comma-separated list of trusted proxy addresses or
// CIDRs, e.g. `127.0.0.1,10.0.0.0/8` (passed to Fastify's trustProxy).
const trustProxy = z
  .string()
  .transform((value): boolean | string =>
    ['true', 'false'].includes(value) ? value === 'true' : value,
  );

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'expected a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' })
    .optional(),
  PUBLIC_URL: httpUrl.optional(),
  APP_TIME_ZONE: timeZone.default(DEFAULT_TIME_ZONE),
  APP_LOCALE: locale.default(DEFAULT_LOCALE),
  CONTACT_FORM_URL: httpUrl.default('https://turnout.app/contact'),
  FEEDBACK_URL: httpUrl.default('https://turnout.app/feedback'),
  DEBUG: flag.default(false),
  AUTH_ENABLED: flag.default(true),
  LANDING_MESSAGE: z.string().optional(),
  SESSION_TTL_DAYS: z.coerce.number({ error: 'expected a number' }).positive().default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt.default(10),
  AUTH_RATE_LIMIT_PER_CLIENT: positiveInt.default(300),
  AUTH_RATE_LIMIT_WINDOW_MS: positiveInt.default(15 * 60 * 1000),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (pglite/) unless databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origin the app is reached at, without a trailing slash (share links, cookie Secure flag). */
  publicUrl: string;
  timeZone: string;
  locale: string;
  contactFormUrl: string;
  androidTestersUrl: string;
  feedbackUrl: string;
  debug: boolean;
  authEnabled: boolean;
  landingMessage: string | undefined;
  sessionTtlMs: number;
  authRateLimit: { perEmail: number; perClient: number; windowMs: number };
  trustProxy: boolean | string;
  /** Absolute path of the built web app (index.html, assets/). */
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

export class ConfigError extends Error {}

/**
 * Builds the configuration from an environment object (process.env, or a literal in tests).
 * Empty values count as unset, so `DATABASE_URL=` in a .env file means "use the default".
 * Throws ConfigError listing every bad variable.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1]?.trim() !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  const androidTestersUrl = new URL(e.CONTACT_FORM_URL);
  androidTestersUrl.searchParams.set('reason', ANDROID_TESTERS_CONTACT_REASON);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    timeZone: e.APP_TIME_ZONE,
    locale: e.APP_LOCALE,
    contactFormUrl: e.CONTACT_FORM_URL,
    androidTestersUrl: androidTestersUrl.href,
    feedbackUrl: e.FEEDBACK_URL,
    debug: e.DEBUG,
    authEnabled: e.AUTH_ENABLED,
    landingMessage: e.LANDING_MESSAGE,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    authRateLimit: {
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      perClient: e.AUTH_RATE_LIMIT_PER_CLIENT,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
    },
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    logLevel: e.LOG_LEVEL,
  };
}

/** True when the app is served over https, which turns on Secure cookies and HSTS. */
export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https:');
}

function isTimeZone(value: string): boolean {
  return Intl.supportedValuesOf('timeZone').includes(value) || value === 'UTC';
}

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}
