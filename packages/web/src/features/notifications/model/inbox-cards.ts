import type { Notification } from '@turnout/domain';

// One member answering several days in a row ("Ben will not attend 5–11 Dec") is one story: the
// inbox shows it as one card that expands to its days
// (docs/decisions/017-who-is-coming-at-a-glance.md). Entries stay one per day on the server, so
// the bell counts unread days and marking a card read marks each of its days.

/** Changes this close together (by their time of change) belong to one card. */
export const CARD_WINDOW_MS = 15 * 60_000;

export interface InboxCard {
  /** The newest entry's id: stable while the run grows. */
  key: string;
  /** The newest entry: its time and read state stand for the card. */
  latest: Notification;
  /** The card's days, earliest first; a tap opens the first. */
  days: Notification[];
  /** Some day of the card is still unread. */
  unread: boolean;
}

/** Same member, group and answer, and not a membership's end: the same sentence. */
function sameStory(a: Notification, b: Notification): boolean {
  return (
    a.context.userId !== undefined &&
    a.context.userId === b.context.userId &&
    a.groupId === b.groupId &&
    a.context.kind === undefined &&
    b.context.kind === undefined &&
    a.context.attendance === b.context.attendance &&
    a.context.memberLeft === b.context.memberLeft &&
    a.context.memberRemoved === b.context.memberRemoved
  );
}

/**
 * The inbox's entries (newest first) as cards: neighbours telling the same story within
 * CARD_WINDOW_MS of the run's newest entry join one card; anything in between ends the run.
 */
export function inboxCards(entries: readonly Notification[]): InboxCard[] {
  const runs: Notification[][] = [];
  for (const entry of entries) {
    const run = runs.at(-1);
    const newest = run?.[0];
    if (
      run &&
      newest &&
      sameStory(newest, entry) &&
      Date.parse(newest.updatedAt) - Date.parse(entry.updatedAt) <= CARD_WINDOW_MS
    ) {
      run.push(entry);
    } else {
      runs.push([entry]);
    }
  }
  return runs.map((run) => ({
    key: run[0]!.id,
    latest: run[0]!,
    days: [...run].sort((a, b) => a.context.timestamp - b.context.timestamp),
    unread: run.some((entry) => !entry.isRead),
  }));
}

/**
 * The card's days as runs of consecutive days (start and end timestamps), so a card never
 * stretches one range over a day it does not hold: "30 Nov – 2 Dec, 4–7 Dec", not
 * "30 Nov – 7 Dec" over an away day (docs/decisions/032-notes-belong-to-answers.md).
 */
export function consecutiveSpans(days: readonly Notification[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const { context } of days) {
    const last = spans.at(-1);
    // Starts of days in the configured zone: a daylight-saving night makes 23 or 25 hours.
    if (last && Math.round((context.timestamp - last[1]) / 86_400_000) === 1) {
      last[1] = context.timestamp;
    } else {
      spans.push([context.timestamp, context.timestamp]);
    }
  }
  return spans;
}
