import { z } from 'zod/mini';
import { daySchema } from './days.ts';

// "My week" (docs/product.md#my-week): the next seven days across all of a member's groups, each
// training day or answered day with the member's own answer and the day's counts.

/** How many days the week shows, `from` included. */
export const WEEK_DAYS = 7;

export const weekQuerySchema = z.object({ from: daySchema });
export type WeekQuery = z.infer<typeof weekQuerySchema>;

export const weekDaySchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  day: daySchema,
  /** The training that day (time, end and place as the schedule has them), or null. */
  training: z.nullable(
    z.object({
      time: z.nullable(z.string()),
      end: z.nullable(z.string()),
      place: z.nullable(z.string()),
    }),
  ),
  /** The coach called the training off (the day is listed because I answered it). */
  cancelled: z.boolean(),
  /** My answer: present or away, with my note; `waiting` while on the day's waitlist. */
  mine: z.nullable(
    z.object({
      attendance: z.boolean(),
      note: z.optional(z.string()),
      waiting: z.optional(z.literal(true)),
    }),
  ),
  /** Everyone's answers that day; undecided is the members without one. */
  counts: z.object({
    present: z.int(),
    waiting: z.int(),
    away: z.int(),
    undecided: z.int(),
  }),
  /** The answer deadline has passed and I do not run the trainings: my answer is refused. */
  closed: z.boolean(),
});
export type WeekDay = z.infer<typeof weekDaySchema>;

/** The days in order: by date, then by training time (untimed last), then by group name. */
export const weekResponseSchema = z.object({
  from: daySchema,
  to: daySchema,
  days: z.array(weekDaySchema),
});
export type WeekResponse = z.infer<typeof weekResponseSchema>;
