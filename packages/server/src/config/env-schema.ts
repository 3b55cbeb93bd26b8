import { z } from 'zod';
import {
  CLIENT_VERSION,
  DEFAULT_INVITE_EXPIRY,
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  INVITE_EXPIRY_CHOICES,
  SIGN_UP_MODES,
} from '@turnout/domain';
import { DEFAULT_PUSH_SERVICE_HOSTS, DEFAULT_SESSION_IDLE_TIMEOUT_DAYS } from './defaults.ts';
import {
  appleAppId,
  fingerprints,
  flag,
  httpUrl,
  locale,
  packageName,
  positiveInt,
  postgresUrls,
  privateHosts,
  pushServiceHosts,
  timeZone,
  trustProxy,
  version,
  versionRange,
} from './values.ts';

// Every environment variable Turnout reads, with its kind of value and its default (README's
// configuration table lists them for people).

export const envSchema = z.object({
  PORT: z.coerce.number({ error: 'expected a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' })
    .optional(),
  // Scaling (docs/scaling.md): read replicas, and LISTEN's own connection behind a pooler.
  DATABASE_REPLICA_URL: postgresUrls.optional(),
  DATABASE_REPLICA_MAX_LAG_MS: positiveInt.default(2000),
  DATABASE_LISTEN_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' })
    .optional(),
  DATABASE_PREPARED_STATEMENTS: flag.default(true),
  // docs/decisions/040-live-events-past-the-notify-lock.md
  LIVE_EVENTS_ANNOUNCE: z
    .enum(['batched', 'per-commit'], { error: 'expected batched or per-commit' })
    .default('batched'),
  PUBLIC_URL: httpUrl.optional(),
  APP_TIME_ZONE: timeZone.default(DEFAULT_TIME_ZONE),
  APP_LOCALE: locale.default(DEFAULT_LOCALE),
  CONTACT_FORM_URL: httpUrl.default('https://turnout.app/contact'),
  FEEDBACK_URL: httpUrl.default('https://turnout.app/feedback'),
  DEBUG: flag.default(false),
  AUTH_ENABLED: flag.default(true),
  // Operators (docs/decisions/035-operator-settings.md): who may sign up, and their legal pages.
  SIGN_UP: z
    .enum(SIGN_UP_MODES, { error: `expected one of ${SIGN_UP_MODES.join(', ')}` })
    .default('open'),
  PRIVACY_URL: httpUrl.optional(),
  IMPRINT_URL: httpUrl.optional(),
  // Prometheus metrics (docs/deploy.md#metrics): on their own port, or on the main one behind a token.
  METRICS_PORT: z.coerce.number({ error: 'expected a number' }).int().min(0).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  // Webhooks (docs/decisions/042-webhooks.md): hosts that may be private addresses, for a chat
  // server on the operator's own network (and the tests' loopback fakes). Empty: public only.
  WEBHOOK_PRIVATE_HOSTS: privateHosts.default([]),
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
  // Days answered per window (docs/decisions/029-answer-window.md): four years' daily answers.
  WRITE_LIMIT_DAYS: positiveInt.default(1500),
  WRITE_LIMIT_GROUPS: positiveInt.default(10),
  WRITE_LIMIT_INVITES: positiveInt.default(20),
  // Account exports per user per write-limit window (docs/decisions/029-answer-window.md).
  EXPORT_LIMIT: positiveInt.default(3),
  WRITE_LIMIT_WINDOW_MS: positiveInt.default(15 * 60 * 1000),
  // Password-reset mails (features/account): their own, tighter limits.
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
  // The key that signs answer links (docs/decisions/052-answer-tokens.md); unset: generated once and stored.
  ANSWER_LINK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43,}$/, 'expected at least 32 random bytes, base64url')
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

/** The environment once every variable is valid. */
export type Env = z.infer<typeof envSchema>;

const APNS_SETTINGS = ['APNS_KEY', 'APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_TOPIC'] as const;

/** What is wrong with settings that only work together, or undefined when nothing is. */
export function settingsTogetherProblem(e: Env): string | undefined {
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither';
  }
  if (e.DATABASE_URL === undefined) {
    const alone = (['DATABASE_REPLICA_URL', 'DATABASE_LISTEN_URL'] as const).find(
      (name) => e[name] !== undefined,
    );
    if (alone) return `${alone}: needs DATABASE_URL (a PostgreSQL server)`;
  }
  const apnsSet = APNS_SETTINGS.filter((name) => e[name] !== undefined);
  if (apnsSet.length > 0 && apnsSet.length < APNS_SETTINGS.length) {
    return `${APNS_SETTINGS.join(', ')}: set all of them or none`;
  }
  return undefined;
}
