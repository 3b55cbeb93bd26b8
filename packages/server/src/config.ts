import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ANDROID_TESTERS_CONTACT_REASON,
  CLIENT_VERSION,
  DEFAULT_LOCALE,
  DEFAULT_INVITE_EXPIRY,
  DEFAULT_TIME_ZONE,
  INVITE_EXPIRY_CHOICES,
  isValidVersion,
  isValidVersionRange,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  type InviteExpiry,
} from '@turnout/domain';

// Every setting comes from the environment and is checked here, once, at start-up: a bad value
// stops the server with a message naming the variable instead of failing later at random.

/** ADR 013 (docs/decisions/013-session-idle-timeout-and-push-records.md): a fortnight without a request. */
const DEFAULT_SESSION_IDLE_TIMEOUT_DAYS = 14;

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

// Client versions and native app identities (docs/product.md#client-compatibility-data): compatibility data for the update
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

// Web Push services (the endpoints browsers hand out): host names, `*.` for any subdomain. Only
// endpoints on these hosts are stored and contacted (features/push/endpoints.ts).
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge, Opera, Samsung Internet and other Chromium browsers
  'android.googleapis.com', // older Chrome subscriptions
  'updates.push.services.mozilla.com', // Firefox
  '*.push.apple.com', // Safari (web.push.apple.com)
  '*.notify.windows.com', // Windows Push Notification Services
].join(',');
const pushServiceHosts = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (list) =>
      list.length > 0 &&
      list.every((item) =>
        /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(item),
      ),
    'expected comma-separated host names, *.example.com for any subdomain',
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
  SESSION_IDLE_TIMEOUT_DAYS: z.coerce
    .number({ error: 'expected a number' })
    .positive()
    .default(DEFAULT_SESSION_IDLE_TIMEOUT_DAYS),
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt.default(10),
  AUTH_RATE_LIMIT_PER_CLIENT: positiveInt.default(300),
  AUTH_RATE_LIMIT_WINDOW_MS: positiveInt.default(15 * 60 * 1000),
  WRITE_LIMIT_ATTENDANCE: positiveInt.default(300),
  WRITE_LIMIT_GROUPS: positiveInt.default(10),
  WRITE_LIMIT_INVITES: positiveInt.default(20),
  WRITE_LIMIT_WINDOW_MS: positiveInt.default(15 * 60 * 1000),
  // Password-reset mails (features/accounts/profile): their own, tighter limits.
  RESET_LIMIT_PER_EMAIL: positiveInt.default(3),
  RESET_LIMIT_PER_CLIENT: positiveInt.default(30),
  // E-mail (features/mail): unset, every mail is written to the log instead.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'expected smtp://user:pass@host:port or smtps://…' })
    .optional(),
  MAIL_FROM: z.string().optional(),
  // ADR 012 (docs/decisions/012-invite-expiry-and-removal.md): one of the invite dialog's choices.
  INVITE_DEFAULT_EXPIRY: z
    .enum(INVITE_EXPIRY_CHOICES, { error: `expected one of ${INVITE_EXPIRY_CHOICES.join(', ')}` })
    .default(DEFAULT_INVITE_EXPIRY),
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
  // Web Push (docs/product.md#push-notifications): both keys or neither (then they are generated once and stored).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'expected a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'expected a base64url P-256 private key')
    .optional(),
  PUSH_SERVICE_HOSTS: pushServiceHosts.default(pushServiceHosts.parse(DEFAULT_PUSH_SERVICE_HOSTS)),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'expected mailto:… or https://…')
    .optional(),
  // Native push (docs/native.md): FCM for Android, APNs for iOS. Unset: native push is off.
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  FCM_API_URL: httpUrl.default('https://fcm.googleapis.com'),
  FCM_TOKEN_URL: httpUrl.optional(),
  APNS_KEY: z.string().optional(),
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'expected the 10-character key id')
    .optional(),
  APNS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'expected the 10-character team id')
    .optional(),
  APNS_TOPIC: z
    .string()
    .regex(/^[\w.-]+$/, 'expected the app bundle id, e.g. app.turnout')
    .optional(),
  APNS_ENVIRONMENT: z.enum(['production', 'sandbox']).default('production'),
  APNS_URL: httpUrl.optional(),
});

const APNS_SETTINGS = ['APNS_KEY', 'APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_TOPIC'] as const;

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
  /** A session not used for this long has ended (ASVS 3.3.2), even before sessionTtlMs. */
  sessionIdleTimeoutMs: number;
  authRateLimit: { perEmail: number; perClient: number; windowMs: number };
  /** Writes per user per window (http/write-limits.ts). */
  writeRateLimit: WriteRateLimitConfig;
  /** Password-reset requests, in the same window as authRateLimit. */
  resetRateLimit: { perEmail: number; perClient: number; windowMs: number };
  mail: { smtpUrl: string | undefined; from: string };
  /** How long a new invite link works unless the owner chooses (a group's first link too). */
  inviteDefaultExpiry: InviteExpiry;
  trustProxy: boolean | string;
  /** How long a shutdown waits for requests in flight before it closes their connections. */
  shutdownTimeoutMs: number;
  /** Absolute path of the built web app (index.html, assets/). */
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  clients: ClientsConfig;
  push: PushConfig;
  nativePush: NativePushConfig;
}

/**
 * Native push as configured: the credentials as given (features/push/native-credentials.ts reads
 * and checks them at start-up) and the services' addresses, which tests point at local fakes.
 */
export interface NativePushConfig {
  fcm: { serviceAccount: string; apiUrl: string; tokenUrl: string | undefined } | undefined;
  apns:
    | {
        key: string;
        keyId: string;
        teamId: string;
        topic: string;
        environment: 'production' | 'sandbox';
        url: string;
      }
    | undefined;
}

export interface WriteRateLimitConfig {
  attendance: number;
  groups: number;
  invites: number;
  windowMs: number;
}

/** Web Push. Without keys in the environment the server generates a pair once and stores it. */
export interface PushConfig {
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** The contact push services are given (VAPID `sub`). */
  vapidSubject: string;
  /** Hosts of the push services endpoints may name; `*.example.com` matches its subdomains. */
  serviceHosts: string[];
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
    // The variable's name and what is expected, never its value: DATABASE_URL holds a
    // password, and start-up errors end up in logs.
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
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
  const apnsSet = APNS_SETTINGS.filter((name) => result.data[name] !== undefined);
  if (apnsSet.length > 0 && apnsSet.length < APNS_SETTINGS.length) {
    throw new ConfigError(
      `Invalid environment:\n  ${APNS_SETTINGS.join(', ')}: set all of them or none`,
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
    sessionIdleTimeoutMs: e.SESSION_IDLE_TIMEOUT_DAYS * 24 * 60 * 60 * 1000,
    authRateLimit: {
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      perClient: e.AUTH_RATE_LIMIT_PER_CLIENT,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
    },
    writeRateLimit: {
      attendance: e.WRITE_LIMIT_ATTENDANCE,
      groups: e.WRITE_LIMIT_GROUPS,
      invites: e.WRITE_LIMIT_INVITES,
      windowMs: e.WRITE_LIMIT_WINDOW_MS,
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
    inviteDefaultExpiry: e.INVITE_DEFAULT_EXPIRY,
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
      serviceHosts: e.PUSH_SERVICE_HOSTS,
      vapidSubject:
        e.VAPID_SUBJECT ??
        (publicUrl.startsWith('https:')
          ? publicUrl
          : `mailto:webmaster@${new URL(publicUrl).hostname}`),
    },
    nativePush: {
      fcm: e.FCM_SERVICE_ACCOUNT
        ? {
            serviceAccount: e.FCM_SERVICE_ACCOUNT,
            apiUrl: e.FCM_API_URL,
            tokenUrl: e.FCM_TOKEN_URL,
          }
        : undefined,
      apns:
        e.APNS_KEY && e.APNS_KEY_ID && e.APNS_TEAM_ID && e.APNS_TOPIC
          ? {
              key: e.APNS_KEY,
              keyId: e.APNS_KEY_ID,
              teamId: e.APNS_TEAM_ID,
              topic: e.APNS_TOPIC,
              environment: e.APNS_ENVIRONMENT,
              url:
                e.APNS_URL ??
                (e.APNS_ENVIRONMENT === 'sandbox'
                  ? 'https://api.sandbox.push.apple.com'
                  : 'https://api.push.apple.com'),
            }
          : undefined,
    },
  };
}

/** True when the app is served over https, which turns on Secure cookies and HSTS. */
export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https:');
}

/** The web session cookie: `__Host-` prefixed when served over https. */
export function sessionCookieName(config: Pick<Config, 'publicUrl'>): string {
  return isHttps(config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * Why this configuration deserves a warning at start, if it does: sessions in plain http
 * cookies on an interface other machines can reach can be read by anyone on the way.
 */
export function startupWarnings(config: Pick<Config, 'publicUrl' | 'host'>): string[] {
  if (isHttps(config) || isLoopbackHost(config.host)) return [];
  return [
    `PUBLIC_URL is http but HOST (${config.host}) is reachable from other machines: ` +
      'sessions and passwords travel unencrypted. Serve Turnout over https (a reverse proxy ' +
      'with TLS) and set PUBLIC_URL to its https address, or set HOST=127.0.0.1.',
  ];
}

function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\./.test(bare);
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
