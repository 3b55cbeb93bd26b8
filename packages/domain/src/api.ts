import { z } from 'zod/mini';
import { DEFAULT_INVITE_EXPIRY, INVITE_EXPIRY_CHOICES } from './invites.ts';
import { SIGN_UP_MODES } from './constants.ts';

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
