import { movedOn } from '@turnout/domain/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  answerWindow,
  API_PATHS,
  eventPayloadSchema,
  pushMessageSchema,
  SEASON_TEXTS,
  startOfDayMs,
  toDay,
  type Notification,
} from '@turnout/domain';
import { attendances, users } from '../../../db/schema.ts';
import { notifications, realtimeEvents } from '../../../db/schema-delivery.ts';
import { useTestApp } from '../../../test/app.ts';
import { formatDayRange } from '../../push/parts/message.ts';
import type { SignedInUser } from '../../../test/factories.ts';
import {
  buildGroup,
  expectNothingLearned,
  groupRequest,
  groupTablesSnapshot,
  type TestGroup,
} from '../../../test/group-factories.ts';
import {
  pushingToLoopback,
  subscribeSession,
  usePushEndpoint,
} from '../../../test/push-endpoint.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2026-12-01');

// Repeating answers (docs/decisions/022-season-planning.md), observed as a client does: the
// answer, the calendar read, the other members' inboxes, the live events and the pushes that
// reach the fake push service.

describe('repeating answers', () => {
  const t = useTestApp(pushingToLoopback({ env: { APP_LOCALE: 'en-GB' } }));
  const service = usePushEndpoint();

  const series = groupRequest(t, 'PUT', API_PATHS.attendanceSeries);
  const putSchedule = groupRequest(t, 'PUT', API_PATHS.groupSchedule);
  const setSchedule = (group: TestGroup, body: unknown) => putSchedule(group, group.owner, body);
  const daysOf = async (group: TestGroup, user: SignedInUser) =>
    (await t.db.select().from(attendances).where(eq(attendances.groupId, group.id)))
      .filter((row) => row.userId === user.user.id)
      .map((row) => ({ day: row.day, attendance: row.attendance, note: row.note }))
      .sort((a, b) => a.day.localeCompare(b.day));
  const inbox = async (as: SignedInUser): Promise<Notification[]> =>
    (await t.request({ method: 'GET', url: API_PATHS.notifications, as })).json().items;
  const eventsOf = async (groupId: string) =>
    (await t.db.select().from(realtimeEvents))
      .map((row) => eventPayloadSchema.parse(row.payload))
      .filter((event) => 'groupId' in event && event.groupId === groupId);

  const subscribe = (user: SignedInUser, name: string) =>
    subscribeSession(t.db, service, user, name);

  async function namedGroup(members: number) {
    const group = await buildGroup(t.db, { name: 'Gym', members });
    await t.db
      .update(users)
      .set({ displayName: 'Ines' })
      .where(eq(users.id, group.members[0]!.user.id));
    return group;
  }

  it('answers the training weekdays, skips cancelled dates, and tells each member once', async () => {
    const group = await namedGroup(2);
    const [ines, other] = group.members as [SignedInUser, SignedInUser];
    await setSchedule(group, {
      trainingDays: [
        { weekday: 2, time: '18:30', place: 'Hall 2' },
        { weekday: 4, time: '18:30', place: null },
      ],
      cancelledDates: [later('2026-12-24'), later('2026-12-31')],
    });
    await subscribe(group.owner, 'owner');
    await subscribe(other, 'other');
    await subscribe(ines, 'ines');
    const before = service.received.length;

    const res = await series(group, ines, {
      from: later('2026-12-01'),
      to: later('2027-01-29'),
      weekdays: [2, 4],
      state: 'present',
      note: ' with my sister ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = [
      later('2026-12-01'), later('2026-12-03'), later('2026-12-08'), later('2026-12-10'), later('2026-12-15'), later('2026-12-17'),
      later('2026-12-22'), later('2026-12-29'), later('2027-01-05'), later('2027-01-07'), later('2027-01-12'), later('2027-01-14'),
      later('2027-01-19'), later('2027-01-21'), later('2027-01-26'), later('2027-01-28'),
    ]; // prettier-ignore
    expect(res.json()).toEqual({ days: expected, kept: [] });
    expect(await daysOf(group, ines)).toEqual(
      expected.map((day) => ({ day, attendance: true, note: 'with my sister' })),
    );

    // One inbox entry per other member, none for Ines, opening the first day.
    for (const member of [group.owner, other]) {
      const entries = (await inbox(member)).filter((entry) => entry.groupId === group.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]!.context).toEqual({
        userDisplayName: 'Ines',
        userId: ines.user.id,
        attendance: true,
        groupName: 'Gym',
        groupId: group.id,
        timestamp: startOfDayMs(toDay(later('2026-12-01')), 'Europe/Berlin'),
        kind: 'series',
        series: {
          from: later('2026-12-01'),
          to: later('2027-01-28'),
          dayCount: 16,
          trainingDays: true,
        },
        note: 'with my sister',
      });
    }
    expect((await inbox(ines)).filter((entry) => entry.groupId === group.id)).toEqual([]);

    // One push per member, none to Ines.
    await t.app.push.idle();
    const received = (await service.waitFor(before + 2)).slice(before);
    expect(received.map((push) => push.subscriptionName).sort()).toEqual(['other', 'owner']);
    const timestamp = startOfDayMs(toDay(later('2026-12-01')), 'Europe/Berlin');
    for (const push of received) {
      expect(pushMessageSchema.parse(push.message)).toEqual({
        title: 'Gym',
        body: `Ines will attend 16 training days, ${formatDayRange(later('2026-12-01'), later('2027-01-28'), { locale: 'en-GB', timeZone: 'Europe/Berlin' })}`,
        targetPath: `/groups/${group.id}?activeDay=${timestamp}`,
        groupId: group.id,
        timestamp,
        attendance: true,
        kind: 'series',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(service.received.length).toBe(before + 2);

    // One calendar event for the whole action.
    const events = (await eventsOf(group.id)).filter((event) => event.type !== 'group.updated');
    expect(events).toEqual([
      {
        type: 'attendance.series-changed',
        groupId: group.id,
        userId: ines.user.id,
        from: later('2026-12-01'),
        to: later('2027-01-28'),
      },
    ]);
  });

  it('answers every day when no weekdays are given, cancelled ones too; away and undecided', async () => {
    const group = await namedGroup(1);
    const ines = group.members[0]!;
    await setSchedule(group, { trainingDays: [], cancelledDates: [later('2027-08-02')] });
    const away = await series(group, ines, {
      from: later('2027-07-31'),
      to: later('2027-08-04'),
      state: 'away',
    });
    expect(away.json().days).toEqual([
      later('2027-07-31'), later('2027-08-01'), later('2027-08-02'), later('2027-08-03'), later('2027-08-04'),
    ]); // prettier-ignore
    expect((await daysOf(group, ines)).map((row) => row.attendance)).toEqual(Array(5).fill(false));
    const [entry] = await inbox(group.owner);
    expect(entry!.context).toMatchObject({
      kind: 'series',
      attendance: false,
      series: {
        from: later('2027-07-31'),
        to: later('2027-08-04'),
        dayCount: 5,
        trainingDays: false,
      },
    });

    const cleared = await series(group, ines, {
      from: later('2027-08-01'),
      to: later('2027-08-03'),
      state: 'undecided',
      note: 'dropped',
    });
    expect(cleared.statusCode).toBe(200);
    expect((await daysOf(group, ines)).map((row) => row.day)).toEqual([
      later('2027-07-31'),
      later('2027-08-04'),
    ]);
    const entries = (await inbox(group.owner)).filter((e) => e.context.kind === 'series');
    expect(entries.map((e) => [e.context.attendance, e.context.series?.dayCount])).toEqual([
      [null, 3],
      [false, 5],
    ]);
  });

  it('sends nothing when every day already holds the answer', async () => {
    const group = await namedGroup(1);
    const ines = group.members[0]!;
    const body = { from: later('2027-08-31'), to: later('2027-09-02'), state: 'present' };
    await series(group, ines, body);
    const entries = await inbox(group.owner);
    const events = (await eventsOf(group.id)).length;
    const again = await series(group, ines, body);
    expect(again.json().days).toHaveLength(3);
    expect(await inbox(group.owner)).toEqual(entries);
    expect((await eventsOf(group.id)).length).toBe(events);
  });

  it('takes a year at most, and bad input changes nothing', async () => {
    const group = await namedGroup(1);
    const ines = group.members[0]!;
    // 366 days, the most, inside the answer window (docs/decisions/029-answer-window.md).
    const from = addDays(answerWindow().to, -366);
    const longest = await series(group, ines, { from, to: addDays(from, 365), state: 'present' });
    expect(longest.json().days).toHaveLength(366);

    const before = await groupTablesSnapshot(t.db);
    const inboxBefore = await t.db.select().from(notifications);
    for (const body of [
      { from: later('2027-01-01'), to: later('2028-01-02'), state: 'present' },
      { from: later('2027-02-01'), to: later('2027-01-01'), state: 'present' },
      { from: later('2027-01-01'), to: later('2027-02-01'), weekdays: [0], state: 'present' },
      { from: later('2027-01-01'), to: later('2027-02-01'), weekdays: [], state: 'present' },
      { from: later('2027-01-01'), to: later('2027-02-01'), state: 'maybe' },
      { from: later('2027-01-01'), to: later('2027-02-01'), state: 'away', note: 'x'.repeat(501) },
      {
        from: later('2027-01-01'),
        to: later('2027-02-01'),
        state: 'away',
        userId: group.owner.user.id,
      },
      { from: '2027-02-30', to: later('2027-03-01'), state: 'away' },
    ]) {
      const res = await series(group, ines, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('invalid-argument');
    }
    const tooLong = await series(group, ines, {
      from: later('2027-01-01'),
      to: later('2028-01-02'),
      state: 'away',
    });
    expect(tooLong.json().error.message).toContain(SEASON_TEXTS.en.seriesTooLong);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
    expect(await t.db.select().from(notifications)).toEqual(inboxBefore);
  });

  it('tells a non-member nothing about the group', async () => {
    const group = await namedGroup(1);
    const stranger = await t.signIn();
    const body = { from: later('2027-08-31'), to: later('2027-09-02'), state: 'present' };
    await expectNothingLearned(t.db, group, (g) => series(g, stranger, body));
  });
});
