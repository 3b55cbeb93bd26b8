import { and, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Day, InboxEntryKind } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import { groupMutes, notifications } from '../../../db/schema-delivery.ts';
import { groupMembers } from '../../../db/schema.ts';

// A coach's word reaching members' inboxes (docs/decisions/044-nudges-announcements-cancellations.md):
// who hears it, the one inbox entry each gets, and the entries taken back with the word. The writes of mutations.ts and
// day-notes.ts call these inside their transaction; the routes push to the same people after it.

/** A coach's word about a day, as its inbox entries record it. */
export interface CoachWord {
  groupId: string;
  actorId: string;
  day: Day;
  kind: InboxEntryKind;
  /** The announcement's text or the cancellation's reason. */
  message?: string;
  now: Date;
}

/**
 * Who of the group hears of a coach's word: every member but the actor and those who muted the
 * group, narrowed to `only` when given.
 */
async function listeners(
  tx: Database,
  groupId: string,
  actorId: string,
  only?: readonly string[],
): Promise<string[]> {
  if (only && only.length === 0) return [];
  const rows = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        ne(groupMembers.userId, actorId),
        only ? inArray(groupMembers.userId, [...only]) : undefined,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(groupMutes)
            .where(
              and(
                eq(groupMutes.groupId, groupMembers.groupId),
                eq(groupMutes.userId, groupMembers.userId),
              ),
            ),
        ),
      ),
    );
  return rows.map((row) => row.userId);
}

/** One inbox entry per recipient from the actor about the day (it replaces that day's entry). */
export async function writeEntries(
  tx: Database,
  entry: CoachWord,
  recipientIds: readonly string[],
): Promise<void> {
  if (recipientIds.length === 0) return;
  const details = entry.message === undefined ? null : { message: entry.message };
  await tx
    .insert(notifications)
    .values(
      recipientIds.map((recipientId) => ({
        recipientId,
        actorId: entry.actorId,
        groupId: entry.groupId,
        day: entry.day,
        attendance: null,
        kind: entry.kind,
        details,
        isRead: false,
        updatedAt: entry.now,
      })),
    )
    .onConflictDoUpdate({
      target: [
        notifications.recipientId,
        notifications.actorId,
        notifications.groupId,
        notifications.day,
      ],
      set: {
        attendance: null,
        kind: entry.kind,
        details,
        isRead: false,
        updatedAt: entry.now,
      },
    });
}

/**
 * Takes a word's inbox entries back: those of `kind` in the group about the day, or from the
 * actor. Returns whose inbox changed.
 */
export async function deleteEntries(
  tx: Database,
  groupId: string,
  kind: InboxEntryKind,
  of: { day: Day } | { actorId: string },
): Promise<string[]> {
  const gone = await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.groupId, groupId),
        'day' in of ? eq(notifications.day, of.day) : eq(notifications.actorId, of.actorId),
        eq(notifications.kind, kind),
      ),
    )
    .returning({ recipientId: notifications.recipientId });
  return gone.map((row) => row.recipientId);
}

/**
 * Tells the group of a coach's word: an inbox entry for each who hears it (`listeners`, narrowed
 * to `only` when given). Returns them, for the live events and the pushes.
 */
export async function tellListeners(
  tx: Database,
  word: CoachWord,
  only?: readonly string[],
): Promise<string[]> {
  const recipients = await listeners(tx, word.groupId, word.actorId, only);
  await writeEntries(tx, word, recipients);
  return recipients;
}
