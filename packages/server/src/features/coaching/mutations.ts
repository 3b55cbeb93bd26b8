import { and, eq } from 'drizzle-orm';
import { COACH_MESSAGES, GROUP_MESSAGES, type Day } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { answerSetters, handOverOffers } from '../../db/schema-coaching.ts';
import { groupMembers, groups } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';
import { deleteEntries, writeEntries } from './parts/coach-inbox.ts';

// Coaches' writes (docs/decisions/043-coaches-and-the-role-gate.md): roles, the hand-over, and
// who set a member's answer. A coach's tools for one training day (nudge, announcement,
// cancellation; ADR 044) are parts/day-notes.ts. Each runs inside the caller's transaction
// (realtime.write), which announces the live events; the routes queue the pushes after it.

/** The owner makes a member a coach or takes it back; the owner's own row is never changed. */
export async function setRole(
  tx: Database,
  groupId: AuthorizedGroupId,
  userId: string,
  role: 'coach' | 'member',
): Promise<void> {
  const [current] = await tx
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .for('update');
  if (!current) throw new ApiError('not-found', GROUP_MESSAGES.memberNotFound);
  if (current.role === 'owner') throw new ApiError('aborted', COACH_MESSAGES.ownerRole);
  await tx
    .update(groupMembers)
    .set({ role })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/** The owner offers the group to a member or coach; returns who is told (the offered member). */
export async function offerHandOver(
  tx: Database,
  args: { groupId: AuthorizedGroupId; ownerId: string; userId: string; day: Day; now: Date },
): Promise<string[]> {
  const { groupId, ownerId, userId, day, now } = args;
  if (userId === ownerId) throw new ApiError('aborted', COACH_MESSAGES.handOverSelf);
  const [member] = await tx
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  if (!member) throw new ApiError('not-found', GROUP_MESSAGES.memberNotFound);
  await tx
    .insert(handOverOffers)
    .values({ groupId, userId, offeredAt: now })
    .onConflictDoUpdate({ target: handOverOffers.groupId, set: { userId, offeredAt: now } });
  // The offer reaches its member even if they muted the group: it is addressed to them alone.
  await writeEntries(tx, { groupId, actorId: ownerId, day, kind: 'hand-over', now }, [userId]);
  return [userId];
}

/** The owner withdraws the offer; returns who it was made to (their card goes). */
export async function withdrawHandOver(
  tx: Database,
  groupId: AuthorizedGroupId,
  ownerId: string,
): Promise<string | undefined> {
  const [offer] = await tx
    .delete(handOverOffers)
    .where(eq(handOverOffers.groupId, groupId))
    .returning({ userId: handOverOffers.userId });
  if (offer) await deleteEntries(tx, groupId, 'hand-over', { actorId: ownerId });
  return offer?.userId;
}

/**
 * The offered member accepts: they become the owner, the old owner a coach, in one transaction
 * with the group row locked (so two accepts, or an accept and a withdrawal, cannot interleave).
 * Returns the old owner's id.
 */
export async function acceptHandOver(
  tx: Database,
  groupId: AuthorizedGroupId,
  userId: string,
): Promise<string> {
  const [group] = await tx
    .select({ ownerId: groups.ownerId })
    .from(groups)
    .where(eq(groups.id, groupId))
    .for('update');
  const [offer] = await tx
    .delete(handOverOffers)
    .where(and(eq(handOverOffers.groupId, groupId), eq(handOverOffers.userId, userId)))
    .returning({ userId: handOverOffers.userId });
  if (!group || !offer) throw new ApiError('aborted', COACH_MESSAGES.notOffered);
  const oldOwnerId = group.ownerId;
  // The one-owner index: the old owner steps down before the new one steps up.
  await tx
    .update(groupMembers)
    .set({ role: 'coach' })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, 'owner')));
  await tx
    .update(groupMembers)
    .set({ role: 'owner' })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  await tx.update(groups).set({ ownerId: userId }).where(eq(groups.id, groupId));
  await deleteEntries(tx, groupId, 'hand-over', { actorId: oldOwnerId });
  return oldOwnerId;
}

/**
 * Remembers that a coach set the member's answer for the day (cleared when the coach sets it
 * back to undecided). `setAt` is the record's updated_at.
 */
export async function rememberSetter(
  tx: Database,
  args: { groupId: string; userId: string; day: Day; setBy: string; setAt: Date; gone: boolean },
): Promise<void> {
  const { groupId, userId, day, setBy, setAt } = args;
  if (args.gone) {
    await tx
      .delete(answerSetters)
      .where(
        and(
          eq(answerSetters.groupId, groupId),
          eq(answerSetters.userId, userId),
          eq(answerSetters.day, day),
        ),
      );
    return;
  }
  await tx
    .insert(answerSetters)
    .values({ groupId, userId, day, setBy, setAt })
    .onConflictDoUpdate({
      target: [answerSetters.groupId, answerSetters.userId, answerSetters.day],
      set: { setBy, setAt },
    });
}
