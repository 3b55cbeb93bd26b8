import { daysFromToday, movedOn, weekdayOnOrAfter } from '@turnout/domain/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  API_PATHS,
  pathFor,
  pushMessageSchema,
  startOfDayMs,
  toDay,
  TRAINING_TEXTS,
  type AttendanceState,
  type Notification,
  type ScheduleInput,
  RECORD_MESSAGES,
} from '@turnout/domain';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, useTestApp, type TestApp } from '../../test/app.ts';
import { DEFAULT_PASSWORD, type SignedInUser } from '../../test/factories.ts';
import {
  attendanceRecordsOf,
  buildGroup,
  groupTablesSnapshot,
  type TestGroup,
} from '../../test/group-factories.ts';
import { pushingToLoopback, subscribeSession, usePushEndpoint } from '../../test/push-endpoint.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2026-12-03');

// A training's limit and waitlist (docs/decisions/045-training-limit-and-waitlist.md) and its
// answer deadline (046-answer-deadline.md), as members' clients see them.

const THURSDAY = later('2026-12-17'); // a Thursday, inside the answer window
const BERLIN = 'Europe/Berlin';

function weekly(rules: { limit?: number | null; deadlineHours?: number | null } = {}) {
  return {
    trainingDays: [{ weekday: 4, time: '18:30', place: 'Hall 2', end: '20:00', ...rules }],
    cancelledDates: [],
  } satisfies ScheduleInput;
}

function requests(t: TestApp) {
  const setSchedule = async (group: TestGroup, schedule: unknown, as = group.owner) =>
    t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
      body: schedule,
      as,
    });
  const answer = (
    group: TestGroup,
    as: SignedInUser,
    state: AttendanceState,
    day = THURSDAY,
    extra: { note?: string; headers?: Record<string, string> } = {},
  ) =>
    t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day, state, ...(extra.note ? { note: extra.note } : {}) },
      as,
      ...(extra.headers ? { headers: extra.headers } : {}),
    });
  // The day as the calendar reads it: who is in, and the waitlist in order.
  const dayOf = async (group: TestGroup, as: SignedInUser, day = THURSDAY) => {
    const records = attendanceRecordsOf(
      await t.request({
        method: 'GET',
        url: `${pathFor(API_PATHS.attendance, { groupId: group.id })}?from=${day}&to=${day}`,
        as,
      }),
    );
    const present = records.filter((r) => r.attendance);
    return {
      in: present
        .filter((r) => r.waiting === undefined)
        .map((r) => r.userId)
        .sort(),
      waiting: present
        .filter((r) => r.waiting !== undefined)
        .sort((a, b) => a.waiting! - b.waiting!)
        .map((r) => r.userId),
    };
  };
  const inbox = async (as: SignedInUser, group: TestGroup): Promise<Notification[]> =>
    (
      (await t.request({ method: 'GET', url: `${API_PATHS.notifications}?limit=100`, as })).json()
        .items as Notification[]
    ).filter((entry) => entry.groupId === group.id && entry.context.kind === 'promoted');
  return { setSchedule, answer, dayOf, inbox };
}

describe('a training’s limit and waitlist', () => {
  const t = useTestApp(pushingToLoopback({ env: { APP_LOCALE: 'en-GB' } }));
  const service = usePushEndpoint();
  const { setSchedule, answer, dayOf, inbox } = requests(t);
  const ids = (...users: SignedInUser[]) => users.map((user) => user.user.id);

  /**
   * Gym's Thursdays for two: Ana and Ben are in, Cem and Dora wait in that order, and Cem's
   * session takes pushes (named 'cem').
   */
  async function fullThursday() {
    const group = await buildGroup(t.db, { name: 'Gym', members: 4 });
    const [ana, ben, cem, dora] = group.members as [
      SignedInUser,
      SignedInUser,
      SignedInUser,
      SignedInUser,
    ];
    await setSchedule(group, weekly({ limit: 2 }));
    for (const member of [ana, ben, cem, dora]) await answer(group, member, 'present');
    await subscribeSession(t.db, service, cem, 'cem');
    return { group, ana, ben, cem, dora };
  }

  it('puts a present beyond the limit on the waitlist in answer order, and says the place', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', members: 4 });
    const [ana, ben, cem, dora] = group.members as SignedInUser[] as [
      SignedInUser,
      SignedInUser,
      SignedInUser,
      SignedInUser,
    ];
    expect((await setSchedule(group, weekly({ limit: 2 }))).statusCode).toBe(200);

    expect((await answer(group, ana, 'present')).json().record).not.toHaveProperty('waiting');
    expect((await answer(group, ben, 'present')).json().record).not.toHaveProperty('waiting');
    const third = await answer(group, cem, 'present');
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().record).toMatchObject({ attendance: true, waiting: 1 });
    expect((await answer(group, dora, 'present')).json().record.waiting).toBe(2);
    expect(await dayOf(group, ana)).toEqual({ in: ids(ana, ben).sort(), waiting: ids(cem, dora) });

    // A note keeps the place; away and back again goes to the end of the line.
    expect(
      (await answer(group, cem, 'present', THURSDAY, { note: 'late' })).json().record.waiting,
    ).toBe(1);
    await answer(group, cem, 'away');
    expect((await answer(group, cem, 'present')).json().record.waiting).toBe(2);
    expect(await dayOf(group, ben)).toEqual({ in: ids(ana, ben).sort(), waiting: ids(dora, cem) });

    // Other days have no limit.
    expect(
      (await answer(group, cem, 'present', later('2026-12-18'))).json().record,
    ).not.toHaveProperty('waiting');
  });

  it('promotes the first waiting when someone drops out, with an inbox card and a push', async () => {
    const { group, ana, ben, cem, dora } = await fullThursday();
    await subscribeSession(t.db, service, dora, 'dora');

    await answer(group, ana, 'undecided');
    expect(await dayOf(group, dora)).toEqual({ in: ids(ben, cem).sort(), waiting: ids(dora) });
    await t.app.push.idle();
    const timestamp = startOfDayMs(toDay(THURSDAY), BERLIN);
    const promotions = (name: string) =>
      service.received
        .filter((push) => push.subscriptionName === name)
        .map((push) => pushMessageSchema.parse(push.message))
        .filter((message) => message.kind === 'promoted');
    expect(promotions('cem')).toEqual([
      {
        title: 'Gym',
        body: 'You’re in: Thursday 18:30',
        targetPath: `/groups/${group.id}?activeDay=${timestamp}`,
        groupId: group.id,
        timestamp,
        attendance: true,
        kind: 'promoted',
        // Answering from the notification (docs/decisions/052-answer-tokens.md).
        actions: [
          { action: 'present', title: "I'm coming", token: expect.any(String) },
          { action: 'away', title: "Can't come", token: expect.any(String) },
        ],
      },
    ]);
    const [card] = await inbox(cem, group);
    expect(card!.context).toEqual({
      userDisplayName: cem.user.displayName,
      userId: cem.user.id,
      attendance: true,
      groupName: 'Gym',
      groupId: group.id,
      timestamp,
      kind: 'promoted',
      promoted: { time: '18:30' },
    });
    expect(await inbox(dora, group)).toEqual([]);
    expect(promotions('dora')).toEqual([]);

    // A waiting member who drops out promotes nobody; one who is in does.
    await answer(group, ben, 'away');
    expect(await dayOf(group, ana)).toEqual({ in: ids(cem, dora).sort(), waiting: [] });
    expect(await inbox(dora, group)).toHaveLength(1);
  });

  it('promotes the first waiting at once when someone in leaves the group or is removed', async () => {
    const { group, ana, ben, cem, dora } = await fullThursday();
    const end = (member: SignedInUser, as: SignedInUser) =>
      t.request({
        method: 'DELETE',
        url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: member.user.id }),
        as,
      });

    expect((await end(ana, ana)).statusCode).toBe(204);
    expect(await dayOf(group, group.owner)).toEqual({
      in: ids(ben, cem).sort(),
      waiting: ids(dora),
    });
    expect((await inbox(cem, group)).map((card) => card.context.promoted)).toEqual([
      { time: '18:30' },
    ]);
    await t.app.push.idle();
    expect(
      service.received
        .filter((push) => push.subscriptionName === 'cem')
        .map((push) => pushMessageSchema.parse(push.message).kind),
    ).toContain('promoted');

    expect((await end(ben, group.owner)).statusCode).toBe(204);
    expect(await dayOf(group, group.owner)).toEqual({ in: ids(cem, dora).sort(), waiting: [] });
    expect(await inbox(dora, group)).toHaveLength(1);
  });

  it('promotes the first waiting at once when someone in deletes their account', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', members: 3 });
    const [ana, ben, cem] = group.members as [SignedInUser, SignedInUser, SignedInUser];
    await setSchedule(group, weekly({ limit: 2 }));
    for (const member of [group.owner, ana, ben, cem]) await answer(group, member, 'present');
    const erase = (member: SignedInUser, ownedGroups: unknown[] = []) =>
      t.request({
        method: 'POST',
        url: API_PATHS.accountDeletion,
        body: { password: DEFAULT_PASSWORD, ownedGroups },
        as: member,
      });

    // A member who was in: the first waiting takes the place.
    expect((await erase(ana)).statusCode).toBe(204);
    expect(await dayOf(group, ben)).toEqual({
      in: ids(group.owner, ben).sort(),
      waiting: ids(cem),
    });
    expect(await inbox(ben, group)).toHaveLength(1);
    // The owner, handing the group over as they go: their place goes on too.
    const handed = await erase(group.owner, [{ groupId: group.id, newOwnerId: cem.user.id }]);
    expect(handed.statusCode, handed.body).toBe(204);
    expect(await dayOf(group, cem)).toEqual({ in: ids(ben, cem).sort(), waiting: [] });
    expect(await inbox(cem, group)).toHaveLength(1);
  });

  it('promotes as many as a raised limit makes room for, and all when it is removed', async () => {
    const group = await buildGroup(t.db, { members: 5 });
    const members = group.members;
    await setSchedule(group, weekly({ limit: 1 }));
    for (const member of members) await answer(group, member, 'present');
    expect((await dayOf(group, group.owner)).waiting).toEqual(ids(...members.slice(1)));

    // Lowering it keeps whoever is in.
    const raised = await setSchedule(group, weekly({ limit: 3 }));
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await dayOf(group, group.owner)).toEqual({
      in: ids(...members.slice(0, 3)).sort(),
      waiting: ids(...members.slice(3)),
    });
    expect(await inbox(members[1]!, group)).toHaveLength(1);
    expect(await inbox(members[3]!, group)).toEqual([]);

    await setSchedule(group, weekly({ limit: null }));
    expect(await dayOf(group, group.owner)).toEqual({ in: ids(...members).sort(), waiting: [] });
  });

  it('puts a repeating answer on full days’ waitlists, and its away promotes', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [ana, ben] = group.members as [SignedInUser, SignedInUser];
    await setSchedule(group, weekly({ limit: 1 }));
    await answer(group, ana, 'present');
    const series = (as: SignedInUser, state: AttendanceState) =>
      t.request({
        method: 'PUT',
        url: pathFor(API_PATHS.attendanceSeries, { groupId: group.id }),
        body: {
          from: THURSDAY,
          to: later('2026-12-31'),
          weekdays: [4],
          state,
          existing: 'replace',
        },
        as,
      });
    expect((await series(ben, 'present')).statusCode).toBe(200);
    expect(await dayOf(group, ana)).toEqual({ in: ids(ana), waiting: ids(ben) });
    // The next Thursday had room.
    expect(await dayOf(group, ana, later('2026-12-24'))).toEqual({ in: ids(ben), waiting: [] });
    const away = await series(ana, 'away');
    expect(away.statusCode, away.body).toBe(200);
    expect(await dayOf(group, ana)).toEqual({ in: ids(ben), waiting: [] });
    expect(await inbox(ben, group)).toHaveLength(1);
  });

  it('keeps a member in whose repeating answer says present again where others wait', async () => {
    const group = await buildGroup(t.db, { members: 3 });
    const [ana, ben, cleo] = group.members as [SignedInUser, SignedInUser, SignedInUser];
    await setSchedule(group, weekly({ limit: 1 }));
    await answer(group, ana, 'present');
    await answer(group, ben, 'present');
    // Ana is in and Ben waits; Ana's season answer says present again over that day.
    const series = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendanceSeries, { groupId: group.id }),
      body: { from: THURSDAY, to: later('2026-12-31'), weekdays: [4], state: 'present' },
      as: ana,
    });
    expect(series.statusCode, series.body).toBe(200);
    expect(await dayOf(group, cleo)).toEqual({ in: ids(ana), waiting: ids(ben) });
    expect(await inbox(ben, group)).toEqual([]);
    // Her new days took places where there was room.
    expect(await dayOf(group, cleo, later('2026-12-24'))).toEqual({ in: ids(ana), waiting: [] });
  });

  it('shows the waiting in the CSV export and the group’s and member’s feeds', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', members: 2 });
    const [ana, ben] = group.members as [SignedInUser, SignedInUser];
    await setSchedule(group, weekly({ limit: 1 }));
    await answer(group, ana, 'present');
    await answer(group, ben, 'present');
    const csv = await t.request({
      method: 'GET',
      url: `${pathFor(API_PATHS.groupExport, { groupId: group.id })}?from=${THURSDAY}&to=${THURSDAY}`,
      as: ana,
    });
    const cells = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';')[1]);
    expect(cells.sort()).toEqual(['', 'present', 'waiting']);

    const link = async (url: string) =>
      new URL((await t.request({ method: 'POST', url, as: ben })).json().url).pathname;
    const groupFeed = await t.request({
      method: 'GET',
      url: await link(pathFor(API_PATHS.groupFeed, { groupId: group.id })),
    });
    expect(groupFeed.body).toContain('SUMMARY:Gym: 1 present\\, 1 waiting');
    const personal = await t.request({ method: 'GET', url: await link(API_PATHS.personalFeed) });
    expect(personal.body.replace(/\r\n /g, '')).toContain('You are on the waiting list.');
  });

  it('lets a single date have its own limit (a smaller hall)', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [ana, ben] = group.members as [SignedInUser, SignedInUser];
    const res = await setSchedule(group, {
      ...weekly({ limit: 10 }),
      dayRules: [{ day: THURSDAY, limit: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().schedule.dayRules).toEqual([{ day: THURSDAY, limit: 1 }]);
    await answer(group, ana, 'present');
    expect((await answer(group, ben, 'present')).json().record.waiting).toBe(1);
    expect(
      (await answer(group, ben, 'present', later('2026-12-24'))).json().record,
    ).not.toHaveProperty('waiting');
  });

  it('refuses a limit of 0 or 10,000, a deadline after the start, an end before it; nothing changes', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    await setSchedule(group, weekly({ limit: 5 }));
    const before = await groupTablesSnapshot(t.db);
    const texts = TRAINING_TEXTS.en;
    const day = weekly().trainingDays[0];
    for (const [schedule, message] of [
      [weekly({ limit: 0 }), texts.limitInvalid],
      [weekly({ limit: 10_000 }), texts.limitInvalid],
      [weekly({ limit: 2.5 }), texts.limitInvalid],
      [weekly({ deadlineHours: -2 }), texts.deadlineAfterStart],
      [weekly({ deadlineHours: 169 }), texts.deadlineTooEarly],
      [{ trainingDays: [{ ...day, end: '18:00' }], cancelledDates: [] }, texts.endBeforeStart],
      [
        { trainingDays: [{ ...day, time: null, deadlineHours: 2 }], cancelledDates: [] },
        texts.needsStartTime,
      ],
      [
        { ...weekly(), dayRules: [{ day: later('2026-12-18'), limit: 2 }] },
        texts.dayRuleNotTraining,
      ],
      [{ ...weekly(), dayRules: [{ day: THURSDAY, limit: 0 }] }, texts.limitInvalid],
    ] as const) {
      const res = await setSchedule(group, schedule);
      expect(res.statusCode, JSON.stringify(schedule)).toBe(400);
      expect(res.json().error.code).toBe('invalid-argument');
      expect(res.json().error.message).toContain(message);
    }
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });
});

describe('a training’s answer deadline', () => {
  const t = useTestApp();
  const { setSchedule, answer } = requests(t);
  // The last Thursday that is over (inside the answer window): its answers closed days ago;
  // and the next one still to come.
  const PAST = weekdayOnOrAfter(daysFromToday(-7), 4);
  const NEXT = weekdayOnOrAfter(daysFromToday(1), 4);
  const FUTURE = later('2027-01-07');

  it('refuses a member’s own change after it, in words; the owner still answers', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [member, ines] = group.members as [SignedInUser, SignedInUser];
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, ines.user.id));
    expect((await setSchedule(group, weekly({ deadlineHours: 3 }))).statusCode).toBe(200);
    const before = await groupTablesSnapshot(t.db);

    const refused = await answer(group, member, 'present', PAST, {
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'permission-denied',
      message: 'Answers for Thursday closed at 15:30. Ask a coach.',
    });
    const german = await answer(group, ines, 'away', PAST);
    expect(german.json().error.message).toBe(
      'Antworten für Donnerstag waren bis 15:30 möglich. Frag eine Trainerin oder einen Trainer.',
    );
    expect(await groupTablesSnapshot(t.db)).toEqual(before);

    expect((await answer(group, member, 'present', FUTURE)).statusCode).toBe(200);
    const owner = await answer(group, group.owner, 'present', PAST);
    expect(owner.statusCode, owner.body).toBe(200);
    // A repeating answer leaves the closed day as it is and says so.
    const series = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendanceSeries, { groupId: group.id }),
      body: { from: PAST, to: NEXT, weekdays: [4], state: 'away' },
      as: member,
    });
    // (Today's own training, on a Thursday, is closed or not by the hour: not asserted.)
    expect(series.json().days).toContain(NEXT);
    expect(series.json().days).not.toContain(PAST);
    expect(series.json().kept).toContain(PAST);
    // A day that is no training day has no deadline; once over, it is closed all the same
    // (docs/decisions/049-roll-call-and-closed-days.md).
    const over = await answer(group, member, 'present', addDays(PAST, -1));
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toEqual({ code: 'day-closed', message: RECORD_MESSAGES.dayClosed });
  });
});

// Two members answering for the last place at the same moment, through two instances on one
// database: exactly one gets it. On PostgreSQL (TEST_DB=postgres) the requests run on separate
// connections of the pool, so they truly meet at the day's lock.
describe('the race for the last place', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({ config: t.config, db: t.db, logger: false });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('gives the last place to exactly one of many answering at once', async () => {
    const { setSchedule, dayOf } = requests(t);
    const group = await buildGroup(t.db, { members: 24 });
    await setSchedule(group, weekly({ limit: 5 }));
    const url = pathFor(API_PATHS.attendance, { groupId: group.id });
    const [first, ...rest] = group.members;
    // Four places taken; twenty-three members race for the fifth.
    for (const member of [first!, ...rest.slice(0, 3)]) {
      await t.request({
        method: 'PUT',
        url,
        body: { day: THURSDAY, state: 'present' },
        as: member,
      });
    }
    const racers = rest.slice(3);
    const answers = await Promise.all(
      racers.map((member, i) =>
        (i % 2 === 0 ? t.app : other).inject({
          method: 'PUT',
          url,
          headers: { authorization: `Bearer ${member.token}` },
          payload: { day: THURSDAY, state: 'present' },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(racers.map(() => 200));
    const winners = answers.filter((res) => res.json().record.waiting === undefined);
    expect(winners).toHaveLength(1);
    const places = answers
      .map((res) => res.json().record.waiting)
      .filter(Boolean)
      .sort((a, b) => a - b);
    expect(places).toEqual(Array.from({ length: racers.length - 1 }, (_, i) => i + 1));
    const day = await dayOf(group, group.owner);
    expect(day.in).toHaveLength(5);
    expect(day.waiting).toHaveLength(racers.length - 1);
  });
});
