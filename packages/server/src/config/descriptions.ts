import type { Env } from './env-schema.ts';

// Every setting's default and meaning for people: the source of .env.example (npm run
// env:example, checked by env-example.test.ts) and of the README's configuration table.

export interface SettingDescription {
  /** The default as people read it (the value itself is in env-schema.ts). */
  default: string;
  meaning: string;
}

export const SETTING_DESCRIPTIONS: Record<keyof Env, SettingDescription> = {
  PORT: { default: '`3000`', meaning: 'HTTP port' },
  HOST: { default: '`0.0.0.0`', meaning: 'Interface to listen on' },
  DATA_DIR: {
    default: '`./data`',
    meaning: 'Folder of the embedded database (`DATA_DIR/pglite`); one process at a time',
  },
  DATABASE_URL: {
    default: 'unset: embedded PGlite',
    meaning: '`postgres://…` of a PostgreSQL server, for production and several instances',
  },
  DATABASE_REPLICA_URL: {
    default: 'unset: every read on `DATABASE_URL`',
    meaning:
      'Streaming replicas (`postgres://…`, comma-separated) for the calendar, feeds and inbox; a member reads their own writes, a lagging or down replica is skipped',
  },
  DATABASE_REPLICA_MAX_LAG_MS: {
    default: '`2000`',
    meaning: 'A replica further behind the primary than this is skipped until it catches up',
  },
  DATABASE_LISTEN_URL: {
    default: 'unset: `DATABASE_URL`',
    meaning:
      "Direct `postgres://…` to the primary for live events' LISTEN and for migrations, when `DATABASE_URL` goes through pgbouncer in transaction mode",
  },
  DATABASE_PREPARED_STATEMENTS: {
    default: '`true`',
    meaning:
      '`false` sends every statement unnamed: for pgbouncer before 1.21 in transaction mode, which cannot keep prepared statements',
  },
  LIVE_EVENTS_ANNOUNCE: {
    default: '`batched`',
    meaning:
      '`batched`: one NOTIFY after commit for the writes of the last few milliseconds; `per-commit`: each write NOTIFYs from its own commit, which serialises such commits (for comparison)',
  },
  PUBLIC_URL: {
    default: '`http://localhost:PORT`',
    meaning:
      'Address people reach Turnout at: share links, allowed `Origin`; `https` makes cookies Secure and turns on HSTS',
  },
  APP_TIME_ZONE: {
    default: '`Europe/Berlin`',
    meaning: "Zone of the calendar's days and of every displayed date",
  },
  APP_LOCALE: {
    default: '`de`',
    meaning: "Locale of displayed dates and of the calendar's week start",
  },
  CONTACT_FORM_URL: {
    default: '`https://turnout.app/contact`',
    meaning:
      "The website's contact form; the Android-tester link adds `?reason=join-android-testing-program`",
  },
  FEEDBACK_URL: {
    default: '`https://turnout.app/feedback`',
    meaning: 'Target of "Give Feedback" (opens in a new tab)',
  },
  DEBUG: { default: '`false`', meaning: 'Shows the Debug entry and the debug routes' },
  AUTH_ENABLED: {
    default: '`true`',
    meaning: '`false` hides Log In and Sign Up and the server refuses them',
  },
  SIGN_UP: {
    default: '`open`',
    meaning:
      "Who may sign up: `open` (anyone), `invite` (only from an invite link's join screen) or `closed` (nobody new; existing accounts keep working)",
  },
  PRIVACY_URL: {
    default: "unset: Turnout's own page",
    meaning:
      "The operator's privacy notice, linked from the landing page, the sign-up screen and the menu",
  },
  IMPRINT_URL: {
    default: "unset: Turnout's own page",
    meaning: "The operator's imprint (Impressum), linked beside the privacy notice",
  },
  METRICS_PORT: {
    default: 'unset',
    meaning:
      'Port of a second listener answering only `GET /metrics` (Prometheus text format) on `HOST`; see deploy.md',
  },
  METRICS_TOKEN: {
    default: 'unset',
    meaning:
      'At least 16 characters: `GET /metrics` on the main port with `Authorization: Bearer <token>`; neither set, no metrics',
  },
  WEBHOOK_PRIVATE_HOSTS: {
    default: 'unset: public addresses only',
    meaning:
      'Comma-separated hosts (names or addresses) webhooks may reach although they are private, e.g. a chat server on your own network',
  },
  LANDING_MESSAGE: { default: 'unset', meaning: 'Optional message card on the landing page' },
  SESSION_TTL_DAYS: { default: '`30`', meaning: 'Lifetime of a session from log-in, in days' },
  SESSION_IDLE_TIMEOUT_DAYS: {
    default: '`14`',
    meaning:
      'A session unused this long has ended (fractions allowed, e.g. `0.5`); a live stream ends with it',
  },
  AUTH_RATE_LIMIT_PER_EMAIL: {
    default: '`10`',
    meaning: 'Log-in and sign-up attempts per e-mail address per window',
  },
  AUTH_RATE_LIMIT_PER_CLIENT: {
    default: '`300`',
    meaning: 'Log-in and sign-up attempts per client IP per window (a club on one Wi-Fi fits)',
  },
  AUTH_RATE_LIMIT_WINDOW_MS: { default: '`900000`', meaning: 'Rate-limit window (15 minutes)' },
  WRITE_LIMIT_ATTENDANCE: {
    default: '`300`',
    meaning: 'Attendance writes (a day marked or changed) per user per write-limit window',
  },
  WRITE_LIMIT_DAYS: {
    default: '`1500`',
    meaning:
      'Days answered per user per write-limit window (a repeating answer counts each of its days)',
  },
  WRITE_LIMIT_GROUPS: {
    default: '`10`',
    meaning: 'Groups a user may create per write-limit window',
  },
  WRITE_LIMIT_INVITES: {
    default: '`20`',
    meaning: 'Invite links a user may make or replace per write-limit window',
  },
  EXPORT_LIMIT: {
    default: '`3`',
    meaning: 'Account exports (Export my data) per user per write-limit window',
  },
  WRITE_LIMIT_WINDOW_MS: {
    default: '`900000`',
    meaning: 'Write-limit window (15 minutes); past a limit the answer is 429 `resource-exhausted`',
  },
  RESET_LIMIT_PER_EMAIL: {
    default: '`3`',
    meaning: 'Password-reset requests per e-mail address per window (counted apart from log-in)',
  },
  RESET_LIMIT_PER_CLIENT: {
    default: '`30`',
    meaning: 'Password-reset requests per client IP per window',
  },
  SMTP_URL: {
    default: 'unset: mails are logged',
    meaning:
      '`smtp://user:pass@host:port` or `smtps://…`; unset, each mail is written to the server log, its link redacted',
  },
  MAIL_FROM: {
    default: '`turnout@<PUBLIC_URL host>`',
    meaning:
      "Sender of Turnout's mails (password reset, e-mail change), e.g. `Turnout <club@example.org>`",
  },
  INVITE_DEFAULT_EXPIRY: {
    default: '`7d`',
    meaning:
      'How long a new invite link works unless the owner chooses: `1d`, `7d`, `30d` or `never`',
  },
  TRUST_PROXY: {
    default: '`false`',
    meaning:
      'Proxy addresses/CIDRs (or `true`) whose `X-Forwarded-*` give the client address, scheme and host (deploy.md)',
  },
  SHUTDOWN_TIMEOUT_MS: {
    default: '`10000`',
    meaning:
      'How long SIGTERM waits for requests in flight before closing their connections (deploy.md)',
  },
  WEB_DIST: { default: '`packages/web/dist`', meaning: 'Folder of the built web app' },
  LOG_LEVEL: {
    default: '`info`',
    meaning: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
  },
  LATEST_CLIENT_VERSION: {
    default: '`0.7.2`',
    meaning: 'Clients older than this see the dismissible "Update available" nudge',
  },
  COMPATIBLE_CLIENT_VERSIONS: {
    default: '`>=0.7.0`',
    meaning: 'semver range; clients outside it get the blocking "Updated required" dialog',
  },
  ANDROID_PACKAGE_NAME: {
    default: '`app.turnout`',
    meaning: 'Android app id: default store link and `/.well-known/assetlinks.json`',
  },
  ANDROID_STORE_LINK: {
    default: 'the Play Store page of the package',
    meaning: 'Target of "Open Play Store"',
  },
  ANDROID_CERT_FINGERPRINTS: {
    default: 'unset',
    meaning: 'Comma-separated SHA-256 signing fingerprints; unset: `assetlinks.json` answers 404',
  },
  APPLE_APP_ID: {
    default: 'unset',
    meaning: '`TEAMID.bundle.id`; unset: `apple-app-site-association` answers 404',
  },
  APPLE_STORE_LINK: { default: 'unset', meaning: 'Target of "Open App Store" in the iOS shell' },
  VAPID_PUBLIC_KEY: {
    default: 'unset: generated once',
    meaning:
      'Web Push key pair, base64url (`npx web-push generate-vapid-keys`); set both or neither',
  },
  VAPID_PRIVATE_KEY: {
    default: 'unset: generated once',
    meaning:
      'Unset: a pair is generated on first use and kept in the database, shared by all instances',
  },
  VAPID_SUBJECT: {
    default: '`PUBLIC_URL` if https',
    meaning:
      'Contact given to push services (`mailto:…` or `https://…`); else `mailto:webmaster@<PUBLIC_URL host>`',
  },
  ANSWER_LINK_SECRET: {
    default: 'unset: generated once',
    meaning:
      'Signs the answer links of notifications and mails (`openssl rand -hex 32`); unset: generated on first use and kept in the database. Changing it ends every link sent',
  },
  PUSH_SERVICE_HOSTS: {
    default: "the major browsers' push services",
    meaning:
      'Comma-separated hosts Web Push endpoints may name (`*.host` for subdomains); see deploy.md',
  },
  FCM_SERVICE_ACCOUNT: {
    default: 'unset: no Android pushes',
    meaning:
      'Firebase service account key, JSON or a file path (docs/native.md); Android (FCM) push on',
  },
  FCM_API_URL: {
    default: '`https://fcm.googleapis.com`',
    meaning: 'FCM HTTP v1 API origin (tests point it at a fake)',
  },
  FCM_TOKEN_URL: {
    default: "the key file's `token_uri`",
    meaning: 'OAuth 2.0 token endpoint for the service account (tests point it at a fake)',
  },
  APNS_KEY: {
    default: 'unset: no iOS pushes',
    meaning: 'APNs auth key (`.p8`): PEM text or a file path; with the next three, iOS push on',
  },
  APNS_KEY_ID: {
    default: 'unset',
    meaning: "The key's 10-character id (Apple Developer account, Keys)",
  },
  APNS_TEAM_ID: { default: 'unset', meaning: 'The 10-character Apple team id' },
  APNS_TOPIC: { default: 'unset', meaning: "The iOS app's bundle id, e.g. `app.turnout`" },
  APNS_ENVIRONMENT: {
    default: '`production`',
    meaning:
      '`sandbox` for development builds from Xcode, `production` for TestFlight and the App Store',
  },
  APNS_URL: {
    default: "Apple's host for the environment",
    meaning: 'APNs origin (tests point it at a fake)',
  },
};
