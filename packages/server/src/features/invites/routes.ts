import {
  connectEndpoints,
  INVITE_MAILS_PER_DAY,
  inviteEndpoints,
  inviteLink,
  isEmailAddress,
} from '@turnout/domain';
import { route } from '../../http/route.ts';
import { toGroup } from '../../live-events/outgoing.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { writeLimit } from '../../http/write-limits.ts';
import { ApiError } from '../../http/api-error.ts';
import { ensureRunsTrainings, requireMay, requireMember } from '../../http/gate.ts';
import { requestLanguage } from '../../i18n/i18n.ts';
import { enqueueMail } from '../mail/parts/outbox.ts';
import { mailTexts, renderMail } from '../mail/parts/texts.ts';
import {
  findGroupInvite,
  findInviteByCode,
  inviteMailsSentToday,
  listInvitesOfOwner,
} from './data.ts';
import {
  changeInviteExpiry,
  countInviteMails,
  inviteNotFound,
  joinGroup,
  replaceInvite,
  revokeInvite,
} from './mutations.ts';
import { presentInvite, sortByGroupName } from './presenters.ts';
import type { FeatureRoutes } from '../../services.ts';

export const inviteRoutes: FeatureRoutes<
  'db' | 'config' | 'realtime' | 'mail' | 'webhooks'
> = async (app, { db, config, realtime, mail, webhooks }) => {
  // The owner's other tabs show the link; they refetch the group on group.updated.
  const linkChanged = (groupId: string) => toGroup({ type: 'group.updated', groupId });

  // The group's link: the owner's and the coaches' (GET current or null, POST make or replace,
  // DELETE revoke).
  route(app, inviteEndpoints.groupLink, { onRequest: requireSignedIn }, async (request) => {
    const access = await requireMay(db, request.params.groupId, requireUser(request).id, 'invite');
    const invite = await findGroupInvite(db, access.groupId);
    return { invite: invite ? presentInvite(invite) : null };
  });

  route(
    app,
    inviteEndpoints.replace,
    { onRequest: requireSignedIn, preHandler: writeLimit(app, 'invites', config.writeRateLimit) },
    async (request, reply) => {
      const user = requireUser(request);
      const access = await requireMay(db, request.params.groupId, user.id, 'invite');
      // No choice in the body: the instance's default (INVITE_DEFAULT_EXPIRY).
      const expiresIn = request.body?.expiresIn ?? config.inviteDefaultExpiry;
      await realtime.write(async (tx, announce) => {
        await replaceInvite(tx, access.groupId, user.id, expiresIn);
        announce(linkChanged(access.groupId));
      });
      const invite = await findGroupInvite(db, access.groupId);
      return reply.code(201).send({ invite: invite ? presentInvite(invite) : null });
    },
  );

  // How long the current link works, same code: a link posted in a chat can be made to last
  // without breaking it (docs/decisions/031-removal-keeps-the-link.md).
  route(
    app,
    inviteEndpoints.changeExpiry,
    { onRequest: requireSignedIn, preHandler: writeLimit(app, 'invites', config.writeRateLimit) },
    async (request) => {
      const access = await requireMay(
        db,
        request.params.groupId,
        requireUser(request).id,
        'invite',
      );
      const changed = await realtime.write(async (tx, announce) => {
        const done = await changeInviteExpiry(tx, access.groupId, request.body.expiresIn);
        if (done) announce(linkChanged(access.groupId));
        return done;
      });
      if (!changed) throw inviteNotFound();
      const invite = await findGroupInvite(db, access.groupId);
      return { invite: invite ? presentInvite(invite) : null };
    },
  );

  route(app, inviteEndpoints.revoke, { onRequest: requireSignedIn }, async (request, reply) => {
    const access = await requireMay(db, request.params.groupId, requireUser(request).id, 'invite');
    await realtime.write(async (tx, announce) => {
      await revokeInvite(tx, access.groupId);
      announce(linkChanged(access.groupId));
    });
    return reply.code(204).send();
  });

  route(app, inviteEndpoints.mine, { onRequest: requireSignedIn }, async (request) => {
    const invites = await listInvitesOfOwner(db, requireUser(request).id);
    return { invites: sortByGroupName(invites.map(presentInvite), config.locale) };
  });

  // Public: the join screen shows the group to visitors too, who sign up there first.
  route(app, inviteEndpoints.preview, {}, async (request) => {
    const invite = await findInviteByCode(db, request.params.inviteCode);
    if (!invite) throw inviteNotFound();
    return { invite: presentInvite(invite) };
  });

  route(app, inviteEndpoints.join, { onRequest: requireSignedIn }, async (request, reply) => {
    const user = requireUser(request);
    const result = await realtime.write(async (tx, announce) => {
      const joined = await joinGroup(tx, request.params.inviteCode, user.id);
      if (!joined.alreadyMember) {
        announce(toGroup({ type: 'member.joined', groupId: joined.groupId, userId: user.id }));
      }
      return joined;
    });
    if (!result.alreadyMember) {
      await webhooks.emit(result.groupId, 'member.joined', { memberId: user.id });
    }
    return reply.code(result.alreadyMember ? 200 : 201).send(result);
  });

  // Invite by e-mail (docs/product.md#connect-it): whoever runs the group's trainings pastes
  // addresses; each gets the group's link through the mail outbox, in the sender's language,
  // within a daily limit per account. A group without a live link gets one first.
  route(app, connectEndpoints.inviteMails, { onRequest: requireSignedIn }, async (request) => {
    const user = requireUser(request);
    const access = await requireMember(db, request.params.groupId, user.id);
    ensureRunsTrainings(access);
    const emails = [...new Set(request.body.emails.filter(Boolean).map((e) => e.toLowerCase()))];
    const wrong = emails.find((email) => !isEmailAddress(email));
    if (wrong !== undefined || emails.length === 0) {
      throw new ApiError('invalid-argument', {
        key: 'errors.connect.inviteMailAddress',
        values: { value: wrong ?? '' },
      });
    }
    const now = new Date();
    const texts = mailTexts(requestLanguage(request));
    const remaining = await realtime.write(async (tx, announce) => {
      const left = await countInviteMails(tx, user.id, emails.length, {
        limit: INVITE_MAILS_PER_DAY,
        now,
      });
      if (left === undefined) return undefined;
      let invite = await findGroupInvite(tx, access.groupId, now);
      if (!invite) {
        await replaceInvite(tx, access.groupId, user.id, config.inviteDefaultExpiry, now);
        announce(linkChanged(access.groupId));
        invite = (await findGroupInvite(tx, access.groupId, now))!;
      }
      const content = texts.groupInvitation(
        inviteLink(config.publicUrl, invite.code),
        user.displayName,
        invite.groupName,
      );
      for (const to of emails) {
        await enqueueMail(tx, { ...renderMail(content), to, userId: null });
      }
      return left;
    });
    if (remaining === undefined) {
      const sent = await inviteMailsSentToday(db, user.id, now);
      throw new ApiError('resource-exhausted', {
        key: 'errors.connect.inviteMailsLimit',
        values: {
          limit: INVITE_MAILS_PER_DAY,
          remaining: Math.max(0, INVITE_MAILS_PER_DAY - sent),
        },
      });
    }
    mail.wake();
    return { sent: emails.length, remainingToday: remaining };
  });
};
