import { describe, expect, it } from 'vitest';
import {
  COACH_MESSAGES,
  API_PATHS,
  EMPTY_SCHEDULE,
  eventPayloadSchema,
  groupListResponseSchema,
  groupResponseSchema,
  pathFor,
  SEASON_TEXTS,
} from '@turnout/domain';
import { realtimeEvents } from '../../db/schema-delivery.ts';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import {
  buildGroup,
  expectNothingLearned,
  groupRequest,
  groupTablesSnapshot,
  type TestGroup,
} from '../../test/group-factories.ts';

// The group's training days and cancelled dates (docs/decisions/022-season-planning.md), and a
// member's reminder settings, as clients see them.

describe('group schedule', () => {
  const t = useTestApp();
  const put = groupRequest(t, 'PUT', API_PATHS.groupSchedule);
  const detail = async (group: TestGroup, as: SignedInUser) =>
    groupResponseSchema.parse(
      (
        await t.request({ method: 'GET', url: pathFor(API_PATHS.group, { groupId: group.id }), as })
      ).json(),
    );
  const schedule = {
    trainingDays: [
      { weekday: 4, time: '18:30', place: 'Hall 2' },
      { weekday: 1, time: '18:30', place: ' Hall 2 ' },
    ],
    cancelledDates: ['2026-12-28', '2026-12-24'],
  };
  const stored = {
    trainingDays: [
      { weekday: 1, time: '18:30', place: 'Hall 2' },
      { weekday: 4, time: '18:30', place: 'Hall 2' },
    ],
    cancelledDates: ['2026-12-24', '2026-12-28'],
  };

  it('is empty for a new group, set by the owner, and arrives with the group for every member', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    expect((await detail(group, group.members[0]!)).schedule).toEqual(EMPTY_SCHEDULE);

    const res = await put(group, group.owner, schedule);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ schedule: stored });
    expect((await detail(group, group.members[0]!)).schedule).toEqual(stored);
    expect((await detail(group, group.owner)).schedule).toEqual(stored);

    // Announced to the members as a change of the group.
    const events = (await t.db.select().from(realtimeEvents)).map((row) =>
      eventPayloadSchema.parse(row.payload),
    );
    expect(events).toContainEqual({ type: 'group.updated', groupId: group.id });

    // Cleared again.
    expect((await put(group, group.owner, EMPTY_SCHEDULE)).json()).toEqual({
      schedule: EMPTY_SCHEDULE,
    });
  });

  it('is the owner’s: a member is refused, a non-member learns nothing, nothing changes', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const stranger = await t.signIn();
    const before = await groupTablesSnapshot(t.db);

    const member = await put(group, group.members[0]!, schedule);
    expect(member.statusCode).toBe(403);
    expect(member.json().error.message).toBe(COACH_MESSAGES.coachesOnly);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);

    await expectNothingLearned(t.db, group, (g) => put(g, stranger, schedule));
  });

  it('refuses bad input with a clear message and keeps the schedule as it was', async () => {
    const group = await buildGroup(t.db);
    await put(group, group.owner, schedule);
    const before = await groupTablesSnapshot(t.db);
    const day = { weekday: 1, time: null, place: null };
    for (const [body, message] of [
      [{ trainingDays: [day, day], cancelledDates: [] }, SEASON_TEXTS.en.weekdayTwice],
      [{ trainingDays: [{ ...day, weekday: 8 }], cancelledDates: [] }, undefined],
      [
        { trainingDays: [{ ...day, time: '25:00' }], cancelledDates: [] },
        SEASON_TEXTS.en.timeInvalid,
      ],
      [
        { trainingDays: [{ ...day, place: 'x'.repeat(121) }], cancelledDates: [] },
        SEASON_TEXTS.en.placeTooLong,
      ],
      [
        {
          trainingDays: [],
          cancelledDates: Array.from({ length: 101 }, (_, i) =>
            `2027-01-${(i % 28) + 1}`.replace(/-(\d)$/, '-0$1'),
          ),
        },
        SEASON_TEXTS.en.tooManyCancelledDates,
      ],
      [{ trainingDays: [], cancelledDates: ['2027-02-30'] }, undefined],
      [{ trainingDays: [] }, undefined],
      [{ ...schedule, extra: true }, undefined],
    ] as const) {
      const res = await put(group, group.owner, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('invalid-argument');
      if (message) expect(res.json().error.message).toContain(message);
    }
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });
});

describe('reminder settings', () => {
  const t = useTestApp();
  const put = groupRequest(t, 'PUT', API_PATHS.groupReminders);
  const list = async (as: SignedInUser) =>
    groupListResponseSchema.parse(
      (await t.request({ method: 'GET', url: API_PATHS.groups, as })).json(),
    );

  it('are off at 18 o’clock until a member turns them on, for themselves only', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    expect((await list(member)).member[0]).toMatchObject({ reminders: false, reminderHour: 18 });

    const res = await put(group, member, { reminders: true, reminderHour: 19 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      reminders: true,
      reminderHour: 19,
      reminderEmail: false,
      weeklyDigest: false,
    });
    expect((await list(member)).member[0]).toMatchObject({ reminders: true, reminderHour: 19 });
    const detail = await t.request({
      method: 'GET',
      url: pathFor(API_PATHS.group, { groupId: group.id }),
      as: member,
    });
    expect(detail.json()).toMatchObject({ reminders: true, reminderHour: 19 });
    // The owner's stay as they were.
    expect((await list(group.owner)).owned[0]).toMatchObject({
      reminders: false,
      reminderHour: 18,
    });

    // Off again keeps the hour; a client that leaves out the e-mail channel leaves it as it is
    // (docs/decisions/053-e-mail-channel-and-digest.md).
    await put(group, member, { reminders: true, reminderHour: 19, reminderEmail: true });
    await put(group, member, { reminders: false, reminderHour: 19 });
    expect((await list(member)).member[0]).toMatchObject({
      reminders: false,
      reminderHour: 19,
      reminderEmail: true,
    });
  });

  it('refuses bad hours and non-members', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    for (const body of [
      { reminders: true, reminderHour: 24 },
      { reminders: true, reminderHour: -1 },
      { reminders: true, reminderHour: 1.5 },
      { reminders: 'yes', reminderHour: 18 },
      { reminders: true },
    ]) {
      expect((await put(group, group.members[0]!, body)).statusCode).toBe(400);
    }
    const stranger = await t.signIn();
    expect((await put(group, stranger, { reminders: true, reminderHour: 18 })).statusCode).toBe(
      404,
    );
    expect((await list(group.members[0]!)).member[0]).toMatchObject({ reminders: false });
  });
});
