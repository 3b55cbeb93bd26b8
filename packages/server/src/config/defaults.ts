import { fileURLToPath } from 'node:url';

// The defaults that need more than a literal beside their variable (env-schema.ts has the rest;
// derive.ts the ones that follow from other settings).

/** ADR 013 (docs/decisions/013-session-idle-timeout-and-push-records.md): a fortnight without a request. */
export const DEFAULT_SESSION_IDLE_TIMEOUT_DAYS = 14;

/** The web app as `npm run build` leaves it, beside this package. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

// Web Push services (the endpoints browsers hand out): host names, `*.` for any subdomain. Only
// endpoints on these hosts are stored and contacted (features/push/endpoints.ts).
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge, Opera, Samsung Internet and other Chromium browsers
  'android.googleapis.com', // older Chrome subscriptions
  'updates.push.services.mozilla.com', // Firefox
  '*.push.apple.com', // Safari (web.push.apple.com)
  '*.notify.windows.com', // Windows Push Notification Services
].join(',');
