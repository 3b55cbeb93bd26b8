import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  API_PATHS,
  isoWeekdayOf,
  pathFor,
  today,
  type AttendanceState,
  type ScheduleInput,
} from '@turnout/domain';
import { attendances, dayPlaces } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { DEFAULT_PASSWORD, type SignedInUser } from '../../test/factories.ts';
import { buildGroup } from '../../test/group-factories.ts';

// A limited day's places row (docs/decisions/059-day-places-in-a-row.md) stays true to the
// records whatever happens to the day: after a random mix of own answers, repeating answers,
// a coach's answers for members, limit changes, cancelled dates, members leaving or removed
// and an account deleted (some of them at the same moment), every row still holding says what
// the records say: how many are in, and who waits in which order.

const WEEKS = 4;
const STEPS = 70;

/** A small deterministic generator, so a failure can be run again as it was. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

describe('a limited day’s places row', () => {
  const t = useTestApp({ env: { WRITE_LIMIT_ATTENDANCE: '10000', WRITE_LIMIT_DAYS: '100000' } });

  it('stays true to the records after a random mix of everything that moves a place', async () => {
    const group = await buildGroup(t.db, { name: 'Box', members: 9 });
    const first = addDays(today('UTC'), 14);
    const days = Array.from({ length: WEEKS }, (_, week) => addDays(first, week * 7));
    const rand = random(59);
    const members = [...group.members];
    const states: AttendanceState[] = ['present', 'present', 'away', 'undecided'];
    let limit: number | null = 2;
    let cancelled: string[] = [];
    const schedule = (): ScheduleInput => ({
      trainingDays: [{ weekday: isoWeekdayOf(first), time: '18:30', place: null, limit }],
      cancelledDates: cancelled,
    });
    const ok = (res: { statusCode: number; body: string }, what: string) =>
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
    const setSchedule = async () =>
      ok(
        await t.request({
          method: 'PUT',
          url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
          body: schedule(),
          as: group.owner,
        }),
        'schedule',
      );
    const answer = async (as: SignedInUser) =>
      ok(
        await t.request({
          method: 'PUT',
          url: pathFor(API_PATHS.attendance, { groupId: group.id }),
          body: { day: rand.pick(days), state: rand.pick(states) },
          as,
        }),
        'answer',
      );
    const series = async (as: SignedInUser) =>
      ok(
        await t.request({
          method: 'PUT',
          url: pathFor(API_PATHS.attendanceSeries, { groupId: group.id }),
          body: {
            from: days[0],
            to: days.at(-1),
            weekdays: [isoWeekdayOf(first)],
            state: rand.pick(states),
            existing: rand.pick(['replace', 'keep']),
          },
          as,
        }),
        'repeating answer',
      );
    const answerFor = async (member: SignedInUser) =>
      ok(
        await t.request({
          method: 'PUT',
          url: `/api/groups/${group.id}/attendance/members/${member.user.id}`,
          body: { day: rand.pick(days), state: rand.pick(states) },
          as: group.owner,
        }),
        'answer for a member',
      );
    const leave = async (member: SignedInUser, as: SignedInUser) => {
      members.splice(members.indexOf(member), 1);
      ok(
        await t.request({
          method: 'DELETE',
          url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: member.user.id }),
          as,
        }),
        'leave or removal',
      );
    };
    const deleteAccount = async (member: SignedInUser) => {
      members.splice(members.indexOf(member), 1);
      ok(
        await t.request({
          method: 'POST',
          url: '/api/account/deletion',
          body: { password: DEFAULT_PASSWORD, ownedGroups: [] },
          as: member,
        }),
        'account deletion',
      );
    };

    /** Compares every row of a day that has a limit now with its records; how many it compared. */
    const expectRowsTrue = async () => {
      const limitedNow = days.filter((day) => limit !== null && !cancelled.includes(day));
      const rows = (
        await t.db
          .select({ day: dayPlaces.day, taken: dayPlaces.taken, waitlist: dayPlaces.waitlist })
          .from(dayPlaces)
          .where(eq(dayPlaces.groupId, group.id))
      )
        .filter((row) => limitedNow.some((day) => day === row.day))
        .sort((x, y) => (x.day < y.day ? -1 : 1));
      const records = await t.db
        .select()
        .from(attendances)
        .where(and(eq(attendances.groupId, group.id), eq(attendances.attendance, true)));
      const counted = rows.map(({ day }) => {
        const present = records.filter((record) => record.day === day);
        return {
          day,
          taken: present.filter((record) => record.waitingSince === null).length,
          waitlist: present
            .filter((record) => record.waitingSince !== null)
            .sort(
              (x, y) =>
                x.waitingSince!.getTime() - y.waitingSince!.getTime() ||
                (x.userId < y.userId ? -1 : 1),
            )
            .map((record) => record.userId),
        };
      });
      expect(rows).toEqual(counted);
      return rows.length;
    };

    await setSchedule();
    let ended = 0;
    let checked = 0;
    for (let i = 0; i < STEPS; i++) {
      const roll = rand.below(100);
      if (roll < 40) {
        // Several members at the same moment (on PostgreSQL truly at once).
        await Promise.all(
          Array.from({ length: 1 + rand.below(4) }, () => rand.pick(members)).map(answer),
        );
      } else if (roll < 55) {
        await Promise.all([series(rand.pick(members)), answer(rand.pick(members))]);
      } else if (roll < 67) {
        await Promise.all([answerFor(rand.pick(members)), answer(rand.pick(members))]);
      } else if (roll < 77) {
        limit = rand.pick([1, 2, 3, 5, null]);
        await Promise.all([setSchedule(), answer(rand.pick(members))]);
      } else if (roll < 84) {
        const day = rand.pick(days);
        cancelled = cancelled.includes(day) ? cancelled.filter((d) => d !== day) : [day];
        await setSchedule();
      } else if (roll < 94 && ended < 3 && members.length > 4) {
        ended++;
        const member = rand.pick(members);
        const by = rand.below(2) ? member : group.owner;
        await Promise.all([
          leave(member, by),
          answer(rand.pick(members.filter((m) => m !== member))),
        ]);
      } else if (ended < 4 && members.length > 4) {
        ended++;
        const member = rand.pick(members);
        await Promise.all([
          deleteAccount(member),
          answer(rand.pick(members.filter((m) => m !== member))),
        ]);
      } else {
        await answer(rand.pick(members));
      }
      checked += await expectRowsTrue();
    }
    expect(checked, 'rows checked').toBeGreaterThan(STEPS);
    expect(ended, 'memberships ended').toBeGreaterThan(0);
  });
});
