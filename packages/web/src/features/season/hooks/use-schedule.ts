import {
  EMPTY_SCHEDULE,
  isCancelledDay,
  trainingDayOn,
  type Day,
  type Schedule,
  type TrainingDay,
} from '@turnout/domain';
import { createContext, useContext, useMemo } from 'react';

// The group's training days reach the calendar's cells and the day sheet through a context: the
// calendar is deep (months, weeks, cells), and a schedule change (the owner's edit, or the
// group.updated live event refetching the group) should re-render the months, nothing else.
// See docs/decisions/022-season-planning.md.

export const ScheduleContext = createContext<Schedule>(EMPTY_SCHEDULE);

/** What the calendar marks on a day: a training day (with its time and place) or a cancelled one. */
export type TrainingMark = { kind: 'training'; training: TrainingDay } | { kind: 'cancelled' };

/** The mark of a day under `schedule`, or undefined on an ordinary day. */
export function trainingMarkOf(schedule: Schedule, day: Day): TrainingMark | undefined {
  const training = trainingDayOn(schedule, day);
  if (training) return { kind: 'training', training };
  return isCancelledDay(schedule, day) ? { kind: 'cancelled' } : undefined;
}

export function useSchedule(): Schedule {
  return useContext(ScheduleContext);
}

/** A lookup of days' marks under the group's current schedule (stable while it is unchanged). */
export function useTrainingMarks(): (day: Day) => TrainingMark | undefined {
  const schedule = useSchedule();
  return useMemo(() => {
    if (schedule.trainingDays.length === 0) return () => undefined;
    return (day: Day) => trainingMarkOf(schedule, day);
  }, [schedule]);
}
