import { startOfDayMs, toDay, type InboxEntryKind, type Notification } from '@turnout/domain';
import type { InboxRow } from './data.ts';

const COACH_WORDS: readonly InboxEntryKind[] = ['hand-over', 'nudge', 'announcement', 'cancelled'];
const isCoachWord = (kind: InboxEntryKind) => COACH_WORDS.includes(kind);

/** An inbox entry as docs/product.md#notifications shapes it; the day becomes its start in the app's zone, in ms. */
export function presentNotification(row: InboxRow, timeZone: string): Notification {
  return {
    id: row.id,
    isRead: row.isRead,
    updatedAt: row.updatedAt.toISOString(),
    groupId: row.groupId,
    context: {
      userDisplayName: row.actorName,
      userId: row.actorId,
      attendance: row.attendance,
      groupName: row.groupName,
      groupId: row.groupId,
      timestamp: startOfDayMs(toDay(row.day), timeZone),
      ...(row.kind === 'attendance' ? {} : { kind: row.kind }),
      ...(row.kind === 'series' && row.details?.series ? { series: row.details.series } : {}),
      ...(row.kind === 'reminder' && row.details?.reminder
        ? { reminder: row.details.reminder }
        : {}),
      ...(row.kind === 'promoted' && row.details?.promoted
        ? { promoted: row.details.promoted }
        : {}),
      ...(row.details?.message === undefined ? {} : { message: row.details.message }),
      // A coach's word is not about the coach's own answer: no note.
      ...(row.note && row.details?.message === undefined && !isCoachWord(row.kind)
        ? { note: row.note }
        : {}),
      // An entry about the leaving itself says so already.
      ...(row.actorLeft && (row.kind === 'attendance' || row.kind === 'series')
        ? {
            memberLeft: true as const,
            ...(row.actorRemoved ? { memberRemoved: true as const } : {}),
          }
        : {}),
      // A reminder's name is my own; every other entry names the member who did it.
      ...(row.actorIsOwner &&
      row.kind !== 'reminder' &&
      row.kind !== 'promoted' &&
      !isCoachWord(row.kind)
        ? { userIsOwner: true as const }
        : {}),
    },
  };
}
