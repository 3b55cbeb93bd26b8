import type { FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints, LOG_IN_ERROR_MESSAGES, type SessionResponse } from '@turnout/domain';
import { isHttps, sessionCookieName } from '../../config.ts';
import { ApiError } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { render, requestLanguage } from '../../i18n/i18n.ts';
import {
  clearSessionCookie,
  readSessionToken,
  requireUser,
  setSessionCookie,
} from '../../http/auth.ts';
import {
  deleteSession,
  logIn,
  requestPasswordReset,
  RESET_COUNTER_PREFIX,
  resetPassword,
  signUp,
  type NewSession,
} from './mutations.ts';
import { presentUser } from './presenters.ts';
import { authRateLimits, clientCookieName, rememberThisClient } from './parts/rate-limit.ts';
import { hashSessionToken } from '../../http/tokens.ts';
import { isLinkTokenLive } from '../account/parts/links.ts';
import { describeDevice } from '../account/parts/sessions.ts';
import { findInviteByCode } from '../invites/data.ts';
import type { FeatureRoutes } from '../../services.ts';

// Sign-up, log-in, log-out, who is calling, and the password reset
// (docs/product.md#log-in-and-sign-up, #log-out, #profile-and-settings).

export const authRoutes: FeatureRoutes<'db' | 'config' | 'sessions' | 'realtime' | 'mail'> = async (
  app,
  { db, config, sessions, realtime, mail },
) => {
  const secure = isHttps(config);
  const known = { db, cookieName: clientCookieName(secure) };
  const limits = authRateLimits(app, config.authRateLimit, '', known);
  // The reset counts on its own, so neither locks the other out (ADR 028).
  const resetLimits = authRateLimits(app, config.resetRateLimit, RESET_COUNTER_PREFIX, known);
  const cookie = { secure, name: sessionCookieName(config) };
  const sessionOptionsFor = (request: FastifyRequest, client: 'web' | 'native' | undefined) => ({
    sessionTtlMs: config.sessionTtlMs,
    kind: client === 'native' ? ('app' as const) : ('browser' as const),
    device: describeDevice(request.headers['user-agent']),
  });

  // Web pages get an httpOnly cookie and never see the token; native shells ask for the token
  // (client: 'native') and send it back as a bearer header.
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    session: NewSession,
    client: 'web' | 'native' | undefined,
  ): Promise<SessionResponse> {
    const user = presentUser(session.user);
    if (client === 'native') return { user, sessionToken: session.token };
    setSessionCookie(reply, session.token, { ...cookie, expiresAt: session.expiresAt });
    await rememberThisClient(db, request, reply, { userId: user.id, secure });
    return { user };
  }

  // Sign-up and log-in: counted per client and per address, then refused while sign-in is off.
  const authAttempt = {
    onRequest: limits.perClient,
    preHandler: [
      limits.perEmail,
      async () => {
        if (!config.authEnabled) {
          throw new ApiError('permission-denied', { key: 'errors.signInOff' });
        }
      },
    ],
  };

  // SIGN_UP (docs/decisions/035-operator-settings.md): closed to everyone, or open only from the
  // join screen of a live invite, whose code the sign-up carries.
  async function checkSignUpAllowed(inviteCode: string | undefined): Promise<void> {
    if (config.signUp === 'closed') {
      throw new ApiError('permission-denied', { key: 'errors.signUpClosed' });
    }
    if (config.signUp === 'invite' && !(inviteCode && (await findInviteByCode(db, inviteCode)))) {
      throw new ApiError('permission-denied', { key: 'errors.signUpInviteOnly' });
    }
  }

  route(app, authEndpoints.signUp, authAttempt, async (request, reply) => {
    await checkSignUpAllowed(request.body.inviteCode);
    // The browser's language as the app saw it, or else the one its requests ask for.
    const language = request.body.language ?? requestLanguage(request);
    const session = await signUp(
      db,
      { ...request.body, language },
      sessionOptionsFor(request, request.body.client),
    );
    return reply.code(201).send(await startSession(request, reply, session, request.body.client));
  });

  route(app, authEndpoints.logIn, authAttempt, async (request, reply) => {
    const session = await logIn(
      db,
      request.body,
      sessionOptionsFor(request, request.body.client),
    ).catch(asLogInError);
    return startSession(request, reply, session, request.body.client);
  });

  route(app, authEndpoints.logOut, {}, async (request, reply) => {
    // Works for expired sessions too: the token is forgotten either way.
    const token = readSessionToken(request, cookie.name);
    if (token) {
      const sessionId = hashSessionToken(token);
      await deleteSession(db, sessionId);
      // At once here; other instances when the notification reaches them.
      sessions.forget(`s:${sessionId}`);
    }
    clearSessionCookie(reply, cookie);
    return reply.code(204).send();
  });

  // The app reads this before any screen's data; the live event id it is current to is where
  // the app's first event stream catches up from (docs/decisions/020-events-stored-with-every-write.md).
  route(app, authEndpoints.me, {}, async (request) => {
    const lastEventId = realtime.deliveredEventId;
    return { user: presentUser(requireUser(request)), lastEventId };
  });

  // The same for the web app's start-up, where a visitor is no error: 200 with `user: null`
  // (a 401 would be a console error on every page a visitor opens).
  route(app, authEndpoints.session, {}, async (request) => {
    const lastEventId = realtime.deliveredEventId;
    const user = request.auth?.user;
    return { user: user ? presentUser(user) : null, lastEventId };
  });

  route(
    app,
    authEndpoints.requestPasswordReset,
    {
      onRequest: resetLimits.perClient,
      preHandler: resetLimits.perEmail,
      // The worker starts once the answer is out: with the embedded database its work shares
      // this thread, and must not delay the answer of a request for a real account (ADR 028).
      onResponse: async () => mail.wake(),
    },
    async (request) => {
      await requestPasswordReset(db, request.body.email);
      // The same answer for every address: nobody learns here who has an account.
      const key = 'errors.account.resetLinkSent';
      return { message: render({ key }, requestLanguage(request)) };
    },
  );

  // The reset page asks first, so a used or expired link says so before anything is typed. The
  // token comes in the body (never in a URL); counted with the resets, so it is no faster way
  // to try tokens.
  route(
    app,
    authEndpoints.checkPasswordReset,
    { onRequest: resetLimits.perClient },
    async (request) => ({
      usable: await isLinkTokenLive(db, request.body.token, 'password-reset', new Date()),
    }),
  );

  route(
    app,
    authEndpoints.resetPassword,
    { onRequest: resetLimits.perClient },
    async (request, reply) => {
      const { client } = request.body;
      const session = await resetPassword(db, request.body, sessionOptionsFor(request, client));
      // Every other session of the account ended with the reset: this instance forgets them at
      // once, the others when the notification reaches them (ADR 010).
      sessions.forget(`u:${session.user.id}`);
      // The reset ended every known client (ADR 027); this browser is the one that recovered.
      return startSession(request, reply, session, client);
    },
  );
};

// The log-in table ends with internal-error ("Login failed!") for anything unexpected.
function asLogInError(error: unknown): never {
  if (error instanceof ApiError) throw error;
  throw new ApiError('internal-error', LOG_IN_ERROR_MESSAGES['internal-error'], { cause: error });
}
