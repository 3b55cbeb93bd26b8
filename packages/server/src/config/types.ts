import type { InviteExpiry } from '@turnout/domain';
import type { Env } from './env-schema.ts';

// The configuration the server runs with, as parseConfig (parse.ts) builds it from the
// environment: units converted, defaults that follow from other settings filled in.

export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (pglite/) unless databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Streaming replicas for reads that tolerate lag (docs/scaling.md), and the lag allowed. */
  replicas: { urls: string[]; maxLagMs: number };
  /** A direct connection for LISTEN when databaseUrl goes through a pooler in transaction mode. */
  databaseListenUrl: string | undefined;
  /** Named (server-side prepared) statements; off behind pgbouncer before 1.21 in transaction mode. */
  namedStatements: boolean;
  /** How instances hear of new live events (docs/decisions/040-live-events-past-the-notify-lock.md). */
  liveEventsAnnounce: Env['LIVE_EVENTS_ANNOUNCE'];
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
  signUp: Env['SIGN_UP'];
  privacyUrl: string | undefined;
  imprintUrl: string | undefined;
  /** Prometheus metrics: their own port, or a bearer token on the main port; neither, off. */
  metrics: { port: number | undefined; token: string | undefined };
  /** Hosts webhooks may reach on private addresses (docs/decisions/042-webhooks.md). */
  webhooks: { privateHosts: string[] };
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
  logLevel: Env['LOG_LEVEL'];
  clients: ClientsConfig;
  push: PushConfig;
  /** Signs answer links (ANSWER_LINK_SECRET); undefined: generated once and kept in app_settings. */
  answerLinkSecret: string | undefined;
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
  /** Days answered (a repeating answer counts each of its days), beside the requests. */
  attendanceDays: number;
  groups: number;
  invites: number;
  /** Account exports (GET /api/account/export), a heavy read, in the same window. */
  exports: number;
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
