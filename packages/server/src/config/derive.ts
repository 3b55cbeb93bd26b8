import path from 'node:path';
import { ANDROID_TESTERS_CONTACT_REASON } from '@turnout/domain';
import { DEFAULT_WEB_DIST } from './defaults.ts';
import type { Env } from './env-schema.ts';
import type { Config } from './types.ts';

/**
 * The configuration from a valid environment: days and seconds become milliseconds, paths become
 * absolute, and what is unset but follows from other settings (the public URL, the mail sender,
 * the store link, the push contact, the APNs address) is filled in.
 */
export function deriveConfig(e: Env): Config {
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  const androidTestersUrl = new URL(e.CONTACT_FORM_URL);
  androidTestersUrl.searchParams.set('reason', ANDROID_TESTERS_CONTACT_REASON);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    replicas: { urls: e.DATABASE_REPLICA_URL ?? [], maxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS },
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    namedStatements: e.DATABASE_PREPARED_STATEMENTS,
    liveEventsAnnounce: e.LIVE_EVENTS_ANNOUNCE,
    publicUrl,
    timeZone: e.APP_TIME_ZONE,
    locale: e.APP_LOCALE,
    contactFormUrl: e.CONTACT_FORM_URL,
    androidTestersUrl: androidTestersUrl.href,
    feedbackUrl: e.FEEDBACK_URL,
    debug: e.DEBUG,
    authEnabled: e.AUTH_ENABLED,
    landingMessage: e.LANDING_MESSAGE,
    signUp: e.SIGN_UP,
    privacyUrl: e.PRIVACY_URL,
    imprintUrl: e.IMPRINT_URL,
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    webhooks: { privateHosts: e.WEBHOOK_PRIVATE_HOSTS },
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionIdleTimeoutMs: e.SESSION_IDLE_TIMEOUT_DAYS * 24 * 60 * 60 * 1000,
    authRateLimit: {
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      perClient: e.AUTH_RATE_LIMIT_PER_CLIENT,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
    },
    writeRateLimit: {
      attendance: e.WRITE_LIMIT_ATTENDANCE,
      attendanceDays: e.WRITE_LIMIT_DAYS,
      groups: e.WRITE_LIMIT_GROUPS,
      invites: e.WRITE_LIMIT_INVITES,
      exports: e.EXPORT_LIMIT,
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
    answerLinkSecret: e.ANSWER_LINK_SECRET,
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
