import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  LOG_IN_ERROR_MESSAGES,
  meResponseSchema,
  sessionStateResponseSchema,
  logInInputSchema,
  sessionResponseSchema,
  signUpInputSchema,
  type SessionResponse,
} from '@turnout/domain';
import { z } from 'zod';
import { isHttps, sessionCookieName } from '../../config.ts';
import { ApiError } from '../../http/api-error.ts';
import { requestLanguage } from '../../i18n/i18n.ts';
import {
  clearSessionCookie,
  readSessionToken,
  requireUser,
  setSessionCookie,
} from '../../http/auth.ts';
import { deleteSession, logIn, signUp, type NewSession } from './mutations.ts';
import { presentUser } from './presenters.ts';
import { authRateLimits, clientCookieName, rememberThisClient } from './parts/rate-limit.ts';
import { hashSessionToken } from '../../http/tokens.ts';
import { describeDevice } from '../account/parts/sessions.ts';
import { findInviteByCode } from '../invites/data.ts';
import type { FeatureRoutes } from '../../services.ts';

export const accountRoutes: FeatureRoutes<'db' | 'config' | 'sessions' | 'realtime'> = async (
  app,
  { db, config, sessions, realtime },
) => {
  const secure = isHttps(config);
  const limits = authRateLimits(app, config.authRateLimit, '', {
    db,
    cookieName: clientCookieName(secure),
  });
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

  app.post(
    API_PATHS.signUp,
    {
      schema: { body: signUpInputSchema, response: { 201: sessionResponseSchema } },
      ...authAttempt,
    },
    async (request, reply) => {
      await checkSignUpAllowed(request.body.inviteCode);
      // The browser's language as the app saw it, or else the one its requests ask for.
      const language = request.body.language ?? requestLanguage(request);
      const session = await signUp(
        db,
        { ...request.body, language },
        sessionOptionsFor(request, request.body.client),
      );
      return reply.code(201).send(await startSession(request, reply, session, request.body.client));
    },
  );

  app.post(
    API_PATHS.logIn,
    {
      schema: { body: logInInputSchema, response: { 200: sessionResponseSchema } },
      ...authAttempt,
    },
    async (request, reply) => {
      const session = await logIn(
        db,
        request.body,
        sessionOptionsFor(request, request.body.client),
      ).catch(asLogInError);
      return startSession(request, reply, session, request.body.client);
    },
  );

  app.post(
    API_PATHS.logOut,
    // No body is expected; Fastify hands over null when none was sent.
    { schema: { body: z.strictObject({}).nullish(), response: { 204: z.undefined() } } },
    async (request, reply) => {
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
    },
  );

  // The app reads this before any screen's data; the live event id it is current to is where
  // the app's first event stream catches up from (docs/decisions/020-events-stored-with-every-write.md).
  app.get(API_PATHS.me, { schema: { response: { 200: meResponseSchema } } }, async (request) => {
    const lastEventId = realtime.deliveredEventId;
    return { user: presentUser(requireUser(request)), lastEventId };
  });

  // The same for the web app's start-up, where a visitor is no error: 200 with `user: null`
  // (a 401 would be a console error on every page a visitor opens).
  app.get(
    API_PATHS.session,
    { schema: { response: { 200: sessionStateResponseSchema } } },
    async (request) => {
      const lastEventId = realtime.deliveredEventId;
      const user = request.auth?.user;
      return { user: user ? presentUser(user) : null, lastEventId };
    },
  );
};

// The log-in table ends with internal-error ("Login failed!") for anything unexpected.
function asLogInError(error: unknown): never {
  if (error instanceof ApiError) throw error;
  throw new ApiError('internal-error', LOG_IN_ERROR_MESSAGES['internal-error'], { cause: error });
}
