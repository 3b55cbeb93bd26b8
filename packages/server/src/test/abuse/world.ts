import { eq } from 'drizzle-orm';
import { API_PATHS, FUNCTION_NAMES, pathFor, toDay } from '@turnout/domain';
import { notifications } from '../../db/schema-delivery.ts';
import { changeAttendance } from '../../features/attendance/parts/change.ts';
import { requireMember } from '../../http/gate.ts';
import { replaceFeedToken } from '../../features/feeds/mutations.ts';
import { setGroupMuted } from '../../features/notifications/mutations.ts';
import { storePushToken } from '../../features/push/mutations.ts';
import { hashSessionToken } from '../../http/tokens.ts';
import { createApiToken } from '../../features/api-tokens/mutations.ts';
import { savePublicView } from '../../features/public-view/mutations.ts';
import { createWebhook } from '../../features/webhooks/mutations.ts';
import { findPublicViewSettings } from '../../features/public-view/data.ts';
import type { TestApp } from '../app.ts';
import type { SignedInUser } from '../factories.ts';
import { buildGroup, changeDepsOf } from '../group-factories.ts';

// A small, complete world for the abuse suite: a group with its owner and a member, an outsider
// with a group of their own, and a row in every table a request could touch (attendance, an
// inbox entry, a mute, a push token, the VAPID keys), so "nothing changed" means something.

export type CallerName = 'anonymous' | 'owner' | 'member' | 'outsider';

export interface World {
  callers: Record<Exclude<CallerName, 'anonymous'>, SignedInUser>;
  /** Every real value of each path parameter. A generated value is "well-formed" when it names one. */
  paramValues: Record<string, string[]>;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const group = await buildGroup(t.db, { members: 1 });
  const owner = group.owner;
  const member = group.members[0]!;
  const outsiders = await buildGroup(t.db);
  const outsider = outsiders.owner;

  const access = await requireMember(t.db, group.id, member.user.id);
  await changeAttendance(changeDepsOf(t), {
    groupId: access.groupId,
    userId: member.user.id,
    day: toDay('2026-03-14'),
    state: 'present',
    note: 'late',
  });
  // The answer wrote the owner's inbox entry.
  const [entry] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.recipientId, owner.user.id));
  await setGroupMuted(t.db, { groupId: access.groupId, userId: member.user.id, muted: true });
  await storePushToken(t.db, {
    uid: member.user.id,
    sessionId: hashSessionToken(member.token),
    token: 'abuse-device-token',
    platform: 'android',
    subscription: undefined,
  });
  // The VAPID keys are generated on first use, by a read; make that first use happen now.
  const vapid = await t.request({ method: 'GET', url: API_PATHS.pushVapidPublicKey });
  if (vapid.statusCode !== 200) throw new Error(`VAPID key: ${vapid.statusCode} ${vapid.body}`);
  // Feed links: a personal one and a group one. Each is read once here: the first read of a feed
  // records its events' versions (feeds/mutations.ts); later reads are served from the cache.
  const feeds = [
    await replaceFeedToken(t.db, member.user.id),
    await replaceFeedToken(t.db, owner.user.id, access.groupId),
  ].map((token) => `${token}.ics`);
  for (const file of feeds) {
    const feed = await t.request({ method: 'GET', url: `/feeds/${file}` });
    if (feed.statusCode !== 200) throw new Error(`feed: ${feed.statusCode} ${feed.body}`);
  }
  // What connects the group to other tools (docs/product.md#connect-it): a member's API token,
  // a webhook, and the public view.
  const token = await createApiToken(t.db, member.user.id, {
    name: 'abuse',
    scope: 'read',
    groupId: null,
  });
  const webhook = await createWebhook(t.db, access.groupId, {
    preset: 'standard',
    url: 'https://hooks.example.org/turnout',
    target: {},
    events: ['answer.changed'],
    language: 'en',
  });
  await savePublicView(t.db, access.groupId, ['https://club.example']);
  const publicView = (await findPublicViewSettings(t.db, access.groupId))!;

  // Sanity: the owner can read the group, so the world is what the suite thinks it is.
  const check = await t.request({
    method: 'GET',
    url: pathFor(API_PATHS.group, { groupId: group.id }),
    as: owner,
  });
  if (check.statusCode !== 200) throw new Error(`world: ${check.statusCode} ${check.body}`);

  return {
    callers: { owner, member, outsider },
    paramValues: {
      groupId: [group.id, outsiders.id],
      userId: [owner.user.id, member.user.id, outsider.user.id],
      inviteCode: [group.inviteCode, outsiders.inviteCode],
      // The member's answered day: a coach's nudge, announcement or cancellation names a day.
      day: ['2026-03-14'],
      id: [entry!.id],
      name: Object.values(FUNCTION_NAMES),
      file: feeds,
      // A real session id would end a session; only ids that name nothing are aimed at.
      sessionId: [],
      tokenId: [token.id],
      webhookId: [webhook.id],
      publicId: [publicView.publicId],
      // Wildcards (`/functions/*`, the web app's `/*`) have no "real" value to aim at.
      '*': [],
    },
  };
}
