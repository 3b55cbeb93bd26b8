import type { Day, GroupRole, TrainingNote } from '@turnout/domain';
import { createContext, useContext, useMemo } from 'react';

// What coaches said about the group's days (docs/product.md#coaches-and-hand-over) reaches the
// calendar's cells and the day sheet through a context, as the schedule does
// (season/hooks/use-schedule.ts): the group's detail carries it, and `group.updated` refetches it.

export interface Coaching {
  groupId: string;
  /** My role in the group: the coach's tools show for the owner and coaches. */
  myRole: GroupRole;
  notes: readonly TrainingNote[];
}

export const CoachingContext = createContext<Coaching>({
  groupId: '',
  myRole: 'member',
  notes: [],
});

export function useCoaching(): Coaching {
  return useContext(CoachingContext);
}

/** The note of one day, if a coach said anything about it. */
export function useTrainingNote(day: Day): TrainingNote | undefined {
  const { notes } = useCoaching();
  return notes.find((note) => note.day === day);
}

/** The days with an announcement (stable while the notes are unchanged). */
export function useAnnouncedDays(): ReadonlySet<string> {
  const { notes } = useCoaching();
  return useMemo(
    () => new Set(notes.filter((note) => note.announcement).map((note) => note.day)),
    [notes],
  );
}

/** The selected day's names in the sheet: who is a coach, and whose answer a coach set. */
export interface DayRoles {
  coachIds: ReadonlySet<string>;
  /** Member id → the coach's name, for answers a coach set that the member has not changed. */
  setBy: ReadonlyMap<string, string>;
}

export const DayRolesContext = createContext<DayRoles>({ coachIds: new Set(), setBy: new Map() });

/** The day sheet's roles of a day, from the group's members and the day's note. */
export function useDayRoles(day: Day, members: readonly { userId: string; role: GroupRole }[]) {
  const note = useTrainingNote(day);
  return useMemo(
    (): DayRoles => ({
      coachIds: new Set(members.filter((m) => m.role === 'coach').map((m) => m.userId)),
      setBy: new Map((note?.setBy ?? []).map((entry) => [entry.userId, entry.byDisplayName])),
    }),
    [members, note],
  );
}
