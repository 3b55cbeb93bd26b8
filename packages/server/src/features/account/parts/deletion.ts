import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  LOG_IN_ERROR_MESSAGES,
  today,
  trainingRulesOn,
  type OwnedGroupChoice,
} from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import {
  groupInvites,
  groupMembers,
  groups,
  rateLimitCounters,
  users,
} from '../../../db/schema.ts';
import { notifications, pushTokens, realtimeEvents } from '../../../db/schema-delivery.ts';
import { ApiError } from '../../../http/api-error.ts';
import type { AuthorizedGroupId } from '../../../http/gate.ts';
import { verifyPassword } from '../../auth/parts/passwords.ts';
import { SESSIONS_CHANNEL } from '../../../http/session-cache.ts';
import { groupDeleted, inboxChanged, type OutgoingEvent } from '../../../live-events/outgoing.ts';
import { deleteLockedGroup } from '../../groups/mutations.ts';
import { forgetPlaces, lockPlacesOf } from '../../attendance/parts/places.ts';
import { settleWaitingDays, type Promotion } from '../../attendance/parts/waitlist.ts';
import { readSchedule } from '../../groups/data.ts';
import { counterKeysOf } from '../mutations.ts';
import { anonymisePerson } from '../../record/mutations.ts';

// Erasing an account (ADR "account lifecycle"): afterwards no row names the user. The groups'
// history keeps their past answers as "Deleted member N", without notes or anything that leads
// back (docs/decisions/050-history-that-holds.md). Attendance,
// notes, mutes, memberships, sessions, links, pending mails and push records go with the user
// row (foreign keys); what has no key to it is deleted or rewritten here, in one transaction:
// inbox entries others got about the user, the attempt counters of their address and their
// write-limit counters, push records
// whose id carries their user id, and recent live events that carry it in their payload.

export interface AccountDeleted {
  /** To publish once committed: the member lists, inboxes and deleted groups that changed. */
  events: OutgoingEvent[];
  /** Those who got the places the user held, per group: to be pushed once committed. */
  promotions: { groupId: string; promotions: Promotion[] }[];
}

export interface ErasureOptions {
  /** The app's zone, whose today decides which days are past (kept in the groups' history). */
  timeZone?: string;
}

export async function deleteAccount(
  db: Database,
  userId: string,
  input: { password: string; ownedGroups: readonly OwnedGroupChoice[] },
  options: ErasureOptions = {},
): Promise<AccountDeleted> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    throw new ApiError('wrong-password', LOG_IN_ERROR_MESSAGES['wrong-password']);
  }
  return eraseAccount(db, user, input.ownedGroups, options);
}

/**
 * The erasure itself, without the password: the account's own deletion above, and an
 * operator's (`npm run admin -- delete-user`). Each owned group is handed over or deleted as
 * `ownedGroups` says; one it does not name refuses the whole deletion.
 */
export async function eraseAccount(
  db: Database,
  user: Pick<typeof users.$inferSelect, 'id' | 'email'>,
  ownedGroups: readonly OwnedGroupChoice[],
  options: ErasureOptions = {},
): Promise<AccountDeleted> {
  const userId = user.id;
  const input = { ownedGroups };
  return db.transaction(async (tx) => {
    // The user row first: joins and group changes wait for this transaction from here on.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const owned = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.ownerId, userId))
      .for('update');
    const choices = new Map(input.ownedGroups.map((choice) => [choice.groupId, choice.newOwnerId]));
    if (owned.some((group) => !choices.has(group.id))) {
      throw new ApiError('invalid-argument', ACCOUNT_MESSAGES.ownedGroupsUnresolved);
    }
    // The groups keep their history without the person (docs/decisions/050-history-that-holds.md),
    // taken before a hand-over ends the owner's membership and its answers with it.
    await anonymisePerson(tx, userId, today(options.timeZone));
    const events: OutgoingEvent[] = [];
    const handedOver: string[] = [];
    for (const { id: groupId } of owned) {
      const newOwnerId = choices.get(groupId);
      if (newOwnerId) {
        // Their answers go with their membership here: the places rows are locked first and
        // counted again without them (docs/decisions/059-day-places-in-a-row.md).
        await tx.execute(lockPlacesOf(sql`select ${groupId}::uuid`, 'exclusive'));
        await tx.execute(forgetPlaces(sql`${groupId}::uuid`));
        await handOver(tx, groupId, userId, newOwnerId);
        handedOver.push(groupId);
        events.push({ payload: { type: 'group.updated', groupId }, groupId });
      } else {
        const others = (await deleteLockedGroup(tx, groupId)).filter((id) => id !== userId);
        events.push(groupDeleted(groupId, others));
      }
    }
    const memberOf = await tx
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(eq(groupMembers.userId, userId));
    // The places rows of their groups' limited days are counted again without them
    // (docs/decisions/059-day-places-in-a-row.md), locked before their answers go.
    const theirGroups = sql`select group_id from ${groupMembers} where user_id = ${userId}::uuid`;
    await tx.execute(lockPlacesOf(theirGroups, 'exclusive'));
    await tx.execute(forgetPlaces(theirGroups));

    // Inbox entries others received about this user's days (see the ADR for why they go).
    const told = await tx
      .delete(notifications)
      .where(eq(notifications.actorId, userId))
      .returning({ recipientId: notifications.recipientId });
    await tx.delete(rateLimitCounters).where(
      or(
        inArray(rateLimitCounters.key, counterKeysOf(user.email)),
        // The per-user write limits count under write:<kind>:<user id>.
        sql`${rateLimitCounters.key} like ${`write:%:${userId}`}`,
      ),
    );
    await tx
      .delete(pushTokens)
      .where(or(eq(pushTokens.uid, userId), sql`${pushTokens.id} like ${`${userId}\\_%`}`));
    await scrubLiveEvents(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${`u:${userId}`})`);

    // Other members see them leave: their lists and calendars refetch. A place they held from
    // today on goes to the first waiting, as when a present member drops out.
    const promotions: AccountDeleted['promotions'] = [];
    const from = today(options.timeZone);
    for (const groupId of [...handedOver, ...memberOf.map((row) => row.groupId)]) {
      if (!handedOver.includes(groupId)) {
        events.push({ payload: { type: 'group.updated', groupId }, groupId });
      }
      // The account was a member of the group, read in this transaction: the right to settle it.
      const theirs = groupId as AuthorizedGroupId;
      const schedule = await readSchedule(tx, theirs);
      const promoted = await settleWaitingDays(tx, (...more) => events.push(...more), {
        groupId: theirs,
        from,
        rulesOn: (day) => trainingRulesOn(schedule, day),
        now: new Date(),
      });
      if (promoted.length > 0) promotions.push({ groupId, promotions: promoted });
    }
    const recipients = [...new Set(told.map((row) => row.recipientId))];
    if (recipients.length > 0) events.push(inboxChanged(recipients));
    return { events, promotions };
  });
}

async function handOver(tx: Database, groupId: string, ownerId: string, newOwnerId: string) {
  const [member] = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, newOwnerId)));
  if (!member || newOwnerId === ownerId) {
    throw new ApiError('invalid-argument', ACCOUNT_MESSAGES.newOwnerNotMember);
  }
  // One owner row per group (a unique index): the old one goes before the new one is set.
  await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, ownerId)));
  await tx
    .update(groupMembers)
    .set({ role: 'owner', inviteCode: null })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, newOwnerId)));
  await tx
    .update(groups)
    .set({ ownerId: newOwnerId, updatedAt: new Date() })
    .where(eq(groups.id, groupId));
  // The invite link keeps working, now the new owner's.
  await tx
    .update(groupInvites)
    .set({ createdBy: newOwnerId })
    .where(eq(groupInvites.groupId, groupId));
}

// Recent live events keep their ids (a reconnecting stream replays them in order), so the ones
// naming the user are rewritten rather than deleted: a payload with their id becomes its group's
// `group.updated` (clients refetch), and they leave every recipient list.
async function scrubLiveEvents(tx: Database, userId: string) {
  await tx
    .update(realtimeEvents)
    .set({
      payload: sql`jsonb_build_object('type', 'group.updated', 'groupId', ${realtimeEvents.payload}->>'groupId')`,
    })
    .where(sql`${realtimeEvents.payload}->>'userId' = ${userId}`);
  await tx
    .update(realtimeEvents)
    .set({ userIds: sql`array_remove(${realtimeEvents.userIds}, ${userId}::uuid)` })
    .where(sql`${userId}::uuid = any(${realtimeEvents.userIds})`);
}
