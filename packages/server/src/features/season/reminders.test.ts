import { movedOn } from '@turnout/domain/testing';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  pathFor,
  pushMessageSchema,
  startOfDayMs,
  toDay,
  type AttendanceState,
  type Notification,
  type Schedule,
} from '@turnout/domain';
import { buildApp } from '../../app.ts';
import { groupReminders, reminderJobs } from '../../db/schema-season.ts';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildAttendance, buildGroup, type TestGroup } from '../../test/group-factories.ts';
import { pushingToLoopback, subscribeSession, usePushEndpoint } from '../../test/push-endpoint.ts';
import { ReminderWorker } from './parts/worker.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed. By whole 52-week years, so the UTC hours below
// stay Berlin's winter time.
const later = movedOn('2026-12-16', { step: 364 });

// Reminders on the eve of a training day (docs/decisions/022-season-planning.md), with the
// worker's clock in the test's hand. On PostgreSQL (TEST_DB=postgres) the racing workers run on
// separate connections of the pool, so their claims really meet.

const BERLIN = 'Europe/Berlin';
const THURSDAY: Schedule = {
  trainingDays: [{ weekday: 4, time: '18:30', place: 'Hall 2' }],
  cancelledDates: [toDay(later('2026-12-24'))],
};

describe('reminders', () => {
  let clock = new Date('2026-11-01T00:00:00Z');
  const options = pushingToLoopback({
    env: { APP_LOCALE: 'en-GB' },
    testing: { reminderClock: () => clock },
  });
  const t = useTestApp(options);
  const service = usePushEndpoint();
  // Each test counts the reminders its own group gets: the groups before it train on Thursdays
  // too.
  afterEach(async () => {
    await t.db.update(groupReminders).set({ enabled: false });
  });

  const at = async (iso: string, app = t.app) => {
    clock = new Date(iso);
    const sent = await app.reminders.runOnce();
    await app.push.idle();
    return sent;
  };
  const put = (url: string, as: SignedInUser, body: unknown) =>
    t.request({ method: 'PUT', url, body, as });
  const remindersOf = async (as: SignedInUser, group: TestGroup): Promise<Notification[]> =>
    (
      (await t.request({ method: 'GET', url: `${API_PATHS.notifications}?limit=100`, as })).json()
        .items as Notification[]
    ).filter((entry) => entry.groupId === group.id && entry.context.kind === 'reminder');

  async function seasonGroup(members: number) {
    const group = await buildGroup(t.db, { name: 'Gym', members });
    const res = await put(pathFor(API_PATHS.groupSchedule, { groupId: group.id }), group.owner, {
      trainingDays: THURSDAY.trainingDays,
      cancelledDates: THURSDAY.cancelledDates,
    });
    expect(res.statusCode, res.body).toBe(200);
    return group;
  }
  const turnOn = async (group: TestGroup, member: SignedInUser, hour: number) =>
    expect(
      (
        await put(pathFor(API_PATHS.groupReminders, { groupId: group.id }), member, {
          reminders: true,
          reminderHour: hour,
        })
      ).statusCode,
    ).toBe(200);
  const answer = (group: TestGroup, user: SignedInUser, day: string, state: AttendanceState) =>
    buildAttendance(t, { group, user, day: toDay(day), state });

  const subscribe = (user: SignedInUser, name: string) =>
    subscribeSession(t.db, service, user, name);
  const pushesTo = (name: string) =>
    service.received.filter((push) => push.subscriptionName === name);

  it('reminds members who turned reminders on and have not answered, at their hour, once', async () => {
    const group = await seasonGroup(4);
    const [ana, ben, cem, dora] = group.members as [
      SignedInUser,
      SignedInUser,
      SignedInUser,
      SignedInUser,
    ];
    await turnOn(group, ana, 19);
    await turnOn(group, ben, 19); // answers first: no reminder
    await turnOn(group, dora, 20); // a later hour
    await answer(group, ben, later('2026-12-17'), 'present');
    await answer(group, cem, later('2026-12-17'), 'present');
    await answer(group, group.owner, later('2026-12-17'), 'away');
    await subscribe(ana, 'ana');
    await subscribe(ben, 'ben');
    await subscribe(cem, 'cem');

    // Wednesday 16 December, 18:59 in Berlin (UTC+1): not yet.
    expect(await at(`${later('2026-12-16')}T17:59:00Z`)).toBe(0);
    expect(await remindersOf(ana, group)).toEqual([]);

    // 19:00: Ana's reminder, as a card and a push; nobody else's.
    expect(await at(`${later('2026-12-16')}T18:00:00Z`)).toBe(1);
    const timestamp = startOfDayMs(toDay(later('2026-12-17')), BERLIN);
    const [card] = await remindersOf(ana, group);
    expect(card!.context).toEqual({
      userDisplayName: ana.user.displayName,
      userId: ana.user.id,
      attendance: null,
      groupName: 'Gym',
      groupId: group.id,
      timestamp,
      kind: 'reminder',
      reminder: { time: '18:30', place: 'Hall 2', present: 2, away: 1 },
    });
    expect(pushesTo('ana').map((push) => pushMessageSchema.parse(push.message))).toEqual([
      {
        title: 'Gym',
        body: 'Tomorrow 18:30: 2 present, 1 away. Are you coming?',
        targetPath: `/groups/${group.id}?activeDay=${timestamp}`,
        groupId: group.id,
        timestamp,
        attendance: null,
        kind: 'reminder',
        // Answering from the notification (docs/decisions/052-answer-tokens.md).
        actions: [
          { action: 'present', title: "I'm coming", token: expect.any(String) },
          { action: 'away', title: "Can't come", token: expect.any(String) },
        ],
      },
    ]);
    expect(pushesTo('ben')).toEqual([]);
    expect(pushesTo('cem')).toEqual([]);
    expect(await remindersOf(ben, group)).toEqual([]);

    // Later passes the same evening send nothing more; Dora's hour comes.
    expect(await at(`${later('2026-12-16')}T18:30:00Z`)).toBe(0);
    expect(await at(`${later('2026-12-16')}T19:00:00Z`)).toBe(1);
    expect(await remindersOf(dora, group)).toHaveLength(1);
    expect(await at(`${later('2026-12-16')}T22:00:00Z`)).toBe(0);
    expect(await remindersOf(ana, group)).toHaveLength(1);
    expect(pushesTo('ana')).toHaveLength(1);
  });

  it('sends nothing for a cancelled date, a day that is no training day, or muted groups', async () => {
    const group = await seasonGroup(2);
    const [ana, ben] = group.members as [SignedInUser, SignedInUser];
    await turnOn(group, ana, 18);
    await turnOn(group, ben, 18);
    await put(pathFor(API_PATHS.groupMute, { groupId: group.id }), ben, { muted: true });
    // 24 December is cancelled; 23 December's eve (a Tuesday) is no training day's eve.
    expect(await at(`${later('2026-12-23')}T17:00:00Z`)).toBe(0);
    expect(await at(`${later('2026-12-22')}T17:00:00Z`)).toBe(0);
    // 31 December: Ana yes, muted Ben no.
    expect(await at(`${later('2026-12-30')}T17:00:00Z`)).toBe(1);
    expect(await remindersOf(ana, group)).toHaveLength(1);
    expect(await remindersOf(ben, group)).toEqual([]);
  });

  it('sends a late reminder while it is still the eve, never after, and not again after a restart', async () => {
    const group = await seasonGroup(1);
    const ana = group.members[0]!;
    await turnOn(group, ana, 18);
    // The server was down at 18:00 on Wednesday 6 January; it runs again at 23:30.
    expect(await at(`${later('2027-01-06')}T22:30:00Z`)).toBe(1);

    // A restarted instance on the same database, later that evening: nothing again.
    const second = await buildApp({ config: t.config, db: t.db, testing: options.testing });
    await second.ready();
    try {
      expect(await at(`${later('2027-01-06')}T22:45:00Z`, second)).toBe(0);
      // Down the whole eve of 14 January: on Thursday itself it is too late.
      expect(await at(`${later('2027-01-14')}T00:30:00Z`, second)).toBe(0);
    } finally {
      await second.close();
    }
    expect(await remindersOf(ana, group)).toHaveLength(1);
    const jobs = await t.db.select().from(reminderJobs).where(eq(reminderJobs.userId, ana.user.id));
    expect(jobs.map((job) => [job.day, job.state])).toEqual([[later('2027-01-07'), 'sent']]);
  });

  it('goes out exactly once per member when two workers race', async () => {
    const group = await seasonGroup(12);
    for (const [i, member] of group.members.entries()) {
      await turnOn(group, member, 18);
      await subscribe(member, `racer-${i}`);
    }
    clock = new Date(`${later('2027-01-20')}T17:00:00Z`);
    const worker = () =>
      new ReminderWorker({
        db: t.db,
        realtime: t.app.realtime,
        push: t.app.push,
        timeZone: BERLIN,
        log: { error: () => {} },
        now: () => clock,
      });
    const counts = await Promise.all([worker().runOnce(), worker().runOnce(), worker().runOnce()]);
    await t.app.push.idle();
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    for (const [i, member] of group.members.entries()) {
      expect(await remindersOf(member, group)).toHaveLength(1);
      expect(pushesTo(`racer-${i}`)).toHaveLength(1);
    }
    expect(await worker().runOnce()).toBe(0);
  });
});
