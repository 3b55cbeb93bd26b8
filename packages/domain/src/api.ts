import { z } from 'zod/mini';
import { DEFAULT_INVITE_EXPIRY, INVITE_EXPIRY_CHOICES } from './invites.ts';
import { SIGN_UP_MODES } from './constants.ts';

// The paths under /api, for links and tests. Each endpoint's method, schemas and summary are its
// entry in endpoints/ (docs/decisions/037-endpoints-as-data.md); the routes still registered by
// path are being moved there, and their bodies are described by their schemas, not here.
export const API_PATHS = {
  health: '/api/health',
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',
  config: '/api/config',
  signUp: '/api/auth/sign-up',
  logIn: '/api/auth/log-in',
  logOut: '/api/auth/log-out',
  me: '/api/auth/me',
  session: '/api/auth/session',
  passwordResetRequest: '/api/auth/password-reset',
  passwordReset: '/api/auth/password-reset/confirm',
  passwordResetCheck: '/api/auth/password-reset/check',
  account: '/api/account',
  accountName: '/api/account/name',
  accountEmail: '/api/account/email',
  accountEmailConfirm: '/api/account/email/confirm',
  accountPassword: '/api/account/password',
  accountLanguage: '/api/account/language',
  accountSessions: '/api/account/sessions',
  accountSession: '/api/account/sessions/:sessionId',
  accountExport: '/api/account/export',
  accountDeletion: '/api/account/deletion',
  groups: '/api/groups',
  group: '/api/groups/:groupId',
  groupMembers: '/api/groups/:groupId/members',
  groupMember: '/api/groups/:groupId/members/:userId',
  /** GET the accounts the owner removed and has not let back (owner only). */
  removedMembers: '/api/groups/:groupId/removed-members',
  /** DELETE: the owner lets a removed account join again through the group's link. */
  removedMember: '/api/groups/:groupId/removed-members/:userId',
  /**
   * GET the current invite, POST create or replace it, PATCH { expiresIn } change how long the
   * current one works (same code), DELETE revoke it (owner only).
   */
  groupInvite: '/api/groups/:groupId/invite',
  /** PUT { muted }: the current member mutes the group's notifications. */
  groupMute: '/api/groups/:groupId/mute',
  attendance: '/api/groups/:groupId/attendance',
  attendanceSeries: '/api/groups/:groupId/attendance/series',
  /** PUT the group's training days and cancelled dates (owner only; season.ts). */
  groupSchedule: '/api/groups/:groupId/schedule',
  /** PUT { reminders, reminderHour }: the current member's reminders for the group (season.ts). */
  groupReminders: '/api/groups/:groupId/reminders',
  /** PUT { role }: the owner makes a member a coach or takes it back (coaching.ts). */
  memberRole: '/api/groups/:groupId/members/:userId/role',
  /** POST { userId }: the owner offers the group; DELETE withdraws the offer (coaching.ts). */
  handOver: '/api/groups/:groupId/hand-over',
  /** POST: the member the group was offered to accepts it. */
  handOverAccept: '/api/groups/:groupId/hand-over/accept',
  /** PUT { day, state }: a coach answers for a member (coaching.ts). */
  memberAttendance: '/api/groups/:groupId/attendance/members/:userId',
  /** POST: a coach reminds the members who have not answered the day (once per day). */
  dayNudge: '/api/groups/:groupId/days/:day/nudge',
  /** PUT { text } / DELETE: a coach's announcement for the day. */
  dayAnnouncement: '/api/groups/:groupId/days/:day/announcement',
  /** PUT { reason } / DELETE: a coach cancels the day's training or takes it back. */
  dayCancellation: '/api/groups/:groupId/days/:day/cancellation',
  /** GET whether I have a feed link for the group; POST make a new one (feeds.ts). */
  groupFeed: '/api/groups/:groupId/feed',
  groupExport: '/api/groups/:groupId/export.csv',
  personalFeed: '/api/feeds/personal',
  /** The invites of the groups I own. */
  invites: '/api/invites',
  /** GET: public preview of an invite for the join screen. */
  invite: '/api/invites/:inviteCode',
  join: '/api/invites/:inviteCode/join',
  notifications: '/api/notifications',
  notificationRead: '/api/notifications/:id/read',
  notificationsReadAll: '/api/notifications/read-all',
  events: '/api/events',
  /** GET the Web Push application server key (push.ts). */
  pushVapidPublicKey: '/api/push/vapid-public-key',
  /** PUT { token, platform, subscription? }: store my push token record. */
  pushTokens: '/api/push/tokens',
  /** POST { token }: mark my record signed out, before log-out (docs/product.md#log-out). */
  pushTokenSignOut: '/api/push/tokens/sign-out',
} as const;

/** The names of the `:params` in a path template. */
export type PathParams<T extends string> = T extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : T extends `${string}:${infer Param}`
    ? Param
    : never;

/**
 * Fills a template's `:params`, each URI-encoded:
 * `pathFor(API_PATHS.groupMember, { groupId: 'g 1', userId: 'u' })` → `/api/groups/g%201/members/u`.
 */
export function pathFor<T extends string>(
  template: T,
  params: Record<PathParams<T>, string>,
): string {
  const values: Record<string, string> = params;
  return template.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new TypeError(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

/** Cookie carrying the web session (httpOnly, SameSite=Lax). */
export const SESSION_COOKIE = 'turnout_session';

/**
 * The session cookie's name when the app is served over https: the `__Host-` prefix makes the
 * browser accept it only with Secure, Path=/ and no Domain, so no other host (a sibling
 * subdomain) and no plain-http page can set or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * Every state-changing request that is not authenticated by a bearer token must carry this
 * header. Browsers cannot add a custom header cross-origin without a CORS preflight (which the
 * server never grants), so its presence proves the request came from our own pages.
 */
export const CSRF_HEADER = 'x-turnout-csrf';

/** Public, non-secret configuration the web app reads at start-up (GET /api/config). */
export const clientConfigSchema = z.object({
  publicUrl: z.string(),
  timeZone: z.string(),
  locale: z.string(),
  contactFormUrl: z.string(),
  androidTestersUrl: z.string(),
  feedbackUrl: z.string(),
  debug: z.boolean(),
  authEnabled: z.boolean(),
  landingMessage: z.optional(z.string()),
  /**
   * Who may sign up (the server's SIGN_UP, docs/decisions/035-operator-settings.md): `open`,
   * `invite` (only from an invite's join screen) or `closed`; a server from before the setting
   * sends none and means `open`.
   */
  signUp: z._default(z.enum(SIGN_UP_MODES), 'open'),
  /** The operator's privacy notice and imprint; unset, the app shows its own pages. */
  privacyUrl: z.optional(z.string()),
  imprintUrl: z.optional(z.string()),
  /**
   * The invite dialog's preselected expiry (the server's INVITE_DEFAULT_EXPIRY); a server from
   * before the setting sends none and means the built-in default.
   */
  inviteDefaultExpiry: z._default(z.enum(INVITE_EXPIRY_CHOICES), DEFAULT_INVITE_EXPIRY),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/**
 * Readiness (GET /api/health/ready): `ready` while the instance takes traffic; `starting`,
 * `stopping` (after SIGTERM) or `degraded` (no database) answer 503.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'starting', 'stopping', 'degraded']),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** Whether native pushes go out (off without credentials; docs/native.md). */
  nativePush: z.object({ fcm: z.enum(['on', 'off']), apns: z.enum(['on', 'off']) }),
});
