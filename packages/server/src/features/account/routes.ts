import { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountEndpoints, ACCOUNT_MESSAGES } from '@turnout/domain';
import { isHttps, sessionCookieName } from '../../config.ts';
import { ApiError, unauthenticated } from '../../http/api-error.ts';
import { writeLimit } from '../../http/write-limits.ts';
import { route } from '../../http/route.ts';
import { clearSessionCookie, requireSession, requireSignedIn } from '../../http/auth.ts';
import { requestLanguage, textsIn } from '../../i18n/i18n.ts';
import { presentUser } from '../auth/presenters.ts';
import { countedBy } from '../auth/parts/rate-limit.ts';
import { findPendingEmail, listGroupIdsOf } from './data.ts';
import { notifyPromoted } from '../attendance/parts/waitlist.ts';
import { deleteAccount } from './parts/deletion.ts';
import { exportAccount } from './parts/export.ts';
import {
  cancelEmailChange,
  changeDisplayName,
  changeLanguage,
  changePassword,
  confirmEmailChange,
  EMAIL_CHANGE_LIMITS,
  emailChangeAccountKey,
  emailChangeRecipientKey,
  requestEmailChange,
} from './mutations.ts';
import { presentSession } from './presenters.ts';
import { endAccountTokens, endSession, listSessions } from './parts/sessions.ts';
import type { FeatureRoutes } from '../../services.ts';

// The account's own page: name, address, password, devices, export and deletion
// (docs/product.md#profile-and-settings).

export const accountRoutes: FeatureRoutes<
  'db' | 'config' | 'realtime' | 'mail' | 'sessions' | 'push'
> = async (app, { db, config, realtime, mail, sessions, push }) => {
  const secure = isHttps(config);
  const name = sessionCookieName(config);
  const context = { publicUrl: config.publicUrl, locale: config.locale };

  // Opened from the mail, perhaps in another browser: the link is the proof, no session needed.
  route(app, accountEndpoints.confirmEmail, {}, async (request) => {
    const user = await confirmEmailChange(db, request.body.token, context);
    sessions.forget(`u:${user.id}`);
    mail.wake();
    return { user: presentUser(user) };
  });

  // Each request mails a stranger's address: limited per account and per recipient (ADR 028).
  const emailChangeLimits = [
    countedBy(app, {
      ...EMAIL_CHANGE_LIMITS.perAccount,
      key: (request) => emailChangeAccountKey(requireSession(request).user.id),
    }),
    countedBy(app, {
      ...EMAIL_CHANGE_LIMITS.perRecipient,
      key: (request) => emailChangeRecipientKey((request.body as { email: string }).email),
    }),
  ];

  await app.register(async (scope) => {
    scope.addHook('onRequest', requireSignedIn);
    // A profile write may end sessions or change what a cached session carries (name, address).
    // The NOTIFY in its statement tells every instance, this one too, but on PostgreSQL it
    // arrives a moment later: this instance forgets the user's cached sessions at once (ADR 010).
    scope.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.auth) {
        sessions.forget(`u:${request.auth.user.id}`);
      }
      return payload;
    });
    const account = scope.withTypeProvider<ZodTypeProvider>();

    route(account, accountEndpoints.profile, {}, async (request) => {
      const { user } = requireSession(request);
      const pending = await findPendingEmail(db, user.id, new Date());
      return { user: presentUser(user), pendingEmail: pending?.email ?? null };
    });

    route(account, accountEndpoints.name, {}, async (request) => {
      const { user } = requireSession(request);
      // The name and the events that tell the user's groups are one write (ADR 020).
      const displayName = await realtime.write(async (tx, announce) => {
        const name = await changeDisplayName(tx, user.id, request.body.displayName);
        for (const groupId of await listGroupIdsOf(tx, user.id)) {
          announce({ payload: { type: 'member.updated', groupId }, groupId });
        }
        return name;
      });
      return { user: presentUser({ ...user, displayName }) };
    });

    route(account, accountEndpoints.language, {}, async (request) => {
      const { user } = requireSession(request);
      await changeLanguage(db, user.id, request.body);
      const { language, chosen: languageChosen } = request.body;
      return { user: presentUser({ ...user, language, languageChosen }) };
    });

    route(
      account,
      accountEndpoints.email,
      {
        preHandler: emailChangeLimits,
      },
      async (request, reply) => {
        await requestEmailChange(db, requireSession(request).user.id, request.body, context);
        mail.wake();
        return reply.code(204).send();
      },
    );

    // The pending change is withdrawn: the link in the mail stops working (ADR 027).
    route(account, accountEndpoints.cancelEmail, {}, async (request, reply) => {
      await cancelEmailChange(db, requireSession(request).user.id);
      return reply.code(204).send();
    });

    route(account, accountEndpoints.password, {}, async (request, reply) => {
      const { user, sessionId } = requireSession(request);
      await changePassword(db, { userId: user.id, sessionId }, request.body);
      return reply.code(204).send();
    });

    route(account, accountEndpoints.sessions, {}, async (request) => {
      const { user, sessionId } = requireSession(request);
      const rows = await listSessions(db, user.id, new Date());
      const t = textsIn(requestLanguage(request));
      return { sessions: rows.map((row) => presentSession(row, sessionId, t)) };
    });

    route(account, accountEndpoints.endOtherSessions, {}, async (request, reply) => {
      const { user, sessionId } = requireSession(request);
      // "Sign out everywhere": the other sessions, and the links still open (ADR 027).
      await endAccountTokens(db, user.id, { keepSessionId: sessionId, replaceFeeds: false });
      return reply.code(204).send();
    });

    route(account, accountEndpoints.endSession, {}, async (request, reply) => {
      const { user, sessionId } = requireSession(request);
      const ended = await endSession(db, user.id, request.params.sessionId);
      if (ended === 0) throw new ApiError('not-found', ACCOUNT_MESSAGES.sessionNotFound);
      if (request.params.sessionId === sessionId) clearSessionCookie(reply, { secure, name });
      return reply.code(204).send();
    });

    // Streamed as it is read, and limited per account like a write
    // (docs/decisions/029-answer-window.md): an export reads everything the account holds.
    route(
      account,
      accountEndpoints.export,
      { preHandler: writeLimit(app, 'exports', config.writeRateLimit) },
      async (request, reply) => {
        const { user } = requireSession(request);
        const pieces = await exportAccount(db, user.id);
        if (!pieces) throw unauthenticated();
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="turnout-export-${day}.json"`)
          .type('application/json; charset=utf-8')
          .send(Readable.from(pieces));
      },
    );

    route(account, accountEndpoints.deletion, {}, async (request, reply) => {
      const { user } = requireSession(request);
      const promotions = await realtime.write(async (tx, announce) => {
        const deleted = await deleteAccount(tx, user.id, request.body, {
          timeZone: config.timeZone,
        });
        announce(...deleted.events);
        return deleted.promotions;
      });
      for (const { groupId, promotions: promoted } of promotions) {
        notifyPromoted(push, groupId, promoted);
      }
      clearSessionCookie(reply, { secure, name });
      return reply.code(204).send();
    });
  });
};
