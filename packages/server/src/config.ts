import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ANDROID_TESTERS_CONTACT_REASON,
  CLIENT_VERSION,
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  isValidVersion,
  isValidVersionRange,
} from '@turnout/domain';

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

// Client versions and native app identities (issue 6): compatibility data for the update
// dialogs, store links, and the app links the web host vouches for.
const version = z.string().refine(isValidVersion, 'expected a version like 0.7.2');
const versionRange = z.string().refine(isValidVersionRange, 'expected a semver range like >=0.7.0');
const packageName = z.string().regex(/^[A-Za-z]\w*(\.[A-Za-z]\w*)+$/, 'expected e.g. app.turnout');
const fingerprints = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim().toUpperCase()))
  .refine(
    (list) => list.every((item) => /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/.test(item)),
    'expected comma-separated SHA-256 fingerprints AA:BB:…',
  );
const appleAppId = z.string().regex(/^[A-Z0-9]{10}\.[\w.-]+$/, 'expected TEAMID.bundle.id');

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
  // Password-reset mails (features/accounts/profile): their own, tighter limits.
  RESET_LIMIT_PER_EMAIL: positiveInt.default(3),
  RESET_LIMIT_PER_CLIENT: positiveInt.default(30),
  // E-mail (features/mail): unset, every mail is written to the log instead.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'expected smtp://user:pass@host:port or smtps://…' })
    .optional(),
  MAIL_FROM: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LATEST_CLIENT_VERSION: version.default(CLIENT_VERSION),
  COMPATIBLE_CLIENT_VERSIONS: versionRange.default('>=0.7.0'),
  ANDROID_PACKAGE_NAME: packageName.default('app.turnout'),
  ANDROID_STORE_LINK: httpUrl.optional(),
  ANDROID_CERT_FINGERPRINTS: fingerprints.optional(),
  APPLE_APP_ID: appleAppId.optional(),
  APPLE_STORE_LINK: httpUrl.optional(),
  // Web Push (issue 5): both keys or neither (then they are generated once and stored).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'expected a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'expected a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'expected mailto:… or https://…')
    .optional(),
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
  /** Password-reset requests, in the same window as authRateLimit. */
  resetRateLimit: { perEmail: number; perClient: number; windowMs: number };
  mail: { smtpUrl: string | undefined; from: string };
  trustProxy: boolean | string;
  /** How long a shutdown waits for requests in flight before it closes their connections. */
  shutdownTimeoutMs: number;
  /** Absolute path of the built web app (index.html, assets/). */
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  clients: ClientsConfig;
  push: PushConfig;
}

/** Web Push. Without keys in the environment the server generates a pair once and stores it. */
export interface PushConfig {
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** The contact push services are given (VAPID `sub`). */
  vapidSubject: string;
}

/** What native and older clients are told (systemClientCompatibility, .well-known files). */
export interface ClientsConfig {
  latestClientVersion: string;
  /** A semver range. */
  compatibleClientVersions: string;
  androidPackageName: string;
  androidStoreLink: string;
  /** SHA-256 signing-certificate fingerprints; without them no assetlinks.json is served. */
  androidCertFingerprints: string[];
  /** TEAMID.bundle-id; without it no apple-app-site-association is served. */
  appleAppId: string | undefined;
  appleStoreLink: string | undefined;
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
  if (
    (result.data.VAPID_PUBLIC_KEY === undefined) !==
    (result.data.VAPID_PRIVATE_KEY === undefined)
  ) {
    throw new ConfigError(
      'Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither',
    );
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
    resetRateLimit: {
      perEmail: e.RESET_LIMIT_PER_EMAIL,
      perClient: e.RESET_LIMIT_PER_CLIENT,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Turnout <turnout@${new URL(publicUrl).hostname}>`,
    },
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    logLevel: e.LOG_LEVEL,
    clients: {
      latestClientVersion: e.LATEST_CLIENT_VERSION,
      compatibleClientVersions: e.COMPATIBLE_CLIENT_VERSIONS,
      androidPackageName: e.ANDROID_PACKAGE_NAME,
      androidStoreLink:
        e.ANDROID_STORE_LINK ??
        `https://play.google.com/store/apps/details?id=${e.ANDROID_PACKAGE_NAME}`,
      androidCertFingerprints: e.ANDROID_CERT_FINGERPRINTS ?? [],
      appleAppId: e.APPLE_APP_ID,
      appleStoreLink: e.APPLE_STORE_LINK,
    },
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject:
        e.VAPID_SUBJECT ??
        (publicUrl.startsWith('https:')
          ? publicUrl
          : `mailto:webmaster@${new URL(publicUrl).hostname}`),
    },
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
