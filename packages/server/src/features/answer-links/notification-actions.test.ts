import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  answerLinkEndpoints,
  API_PATHS,
  pathFor,
  pushMessageSchema,
  today,
  type AttendanceState,
  type Day,
  type PushMessage,
} from '@turnout/domain';
import { attendances, users } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, type TestGroup } from '../../test/group-factories.ts';
import { pushingToLoopback, subscribeSession, usePushEndpoint } from '../../test/push-endpoint.ts';

// The answer actions of pushes (docs/decisions/052-answer-tokens.md): reminders, announcements
// and the "you're in" promotion carry "I'm coming" and "Can't come", each with a token of its
// own, in the recipient's language; the loopback push service decrypts what a browser would get,
// and the action's request is the service worker's (web/public/answer-sw.js).

const BERLIN = 'Europe/Berlin';

function nextThursday(): Day {
  let day = addDays(today(BERLIN), 7);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 4) day = addDays(day, 1);
  return day;
}

describe('notification actions', () => {
  let clock = new Date();
  const t = useTestApp(pushingToLoopback({ testing: { reminderClock: () => clock } }));
  const service = usePushEndpoint();
  const DAY = nextThursday();

  const put = (url: string, as: SignedInUser, body: unknown) =>
    t.request({ method: 'PUT', url, body, as });
  const messagesTo = (name: string): PushMessage[] =>
    service.received
      .filter((push) => push.subscriptionName === name)
      .map((push) => pushMessageSchema.parse(push.message));
  const answer = (group: TestGroup, as: SignedInUser, state: AttendanceState) =>
    put(pathFor(API_PATHS.attendance, { groupId: group.id }), as, { day: DAY, state });
  // What the service worker posts when an action is tapped.
  const tap = (message: PushMessage, action: 'present' | 'away', state = action) =>
    t.request({
      method: 'POST',
      url: answerLinkEndpoints.answer.path,
      body: { token: message.actions!.find((a) => a.action === action)!.token, state },
    });
  const stateOf = async (group: TestGroup, member: SignedInUser) =>
    (
      await t.db
        .select({ attendance: attendances.attendance, waiting: attendances.waitingSince })
        .from(attendances)
        .where(eq(attendances.userId, member.user.id))
    ).find(() => true);

  async function season(group: TestGroup, limit: number | null = null) {
    const res = await put(pathFor(API_PATHS.groupSchedule, { groupId: group.id }), group.owner, {
      trainingDays: [{ weekday: 4, time: '18:30', place: 'Hall 2', limit }],
      cancelledDates: [],
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('a reminder carries the two actions in the member’s language; each token gives only its answer', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', members: 2 });
    const [ana, jonas] = group.members as [SignedInUser, SignedInUser];
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, jonas.user.id));
    await season(group);
    for (const member of [ana, jonas]) {
      const res = await put(pathFor(API_PATHS.groupReminders, { groupId: group.id }), member, {
        reminders: true,
        reminderHour: 18,
      });
      expect(res.statusCode).toBe(200);
    }
    await subscribeSession(t.db, service, ana, 'ana');
    await subscribeSession(t.db, service, jonas, 'jonas');
    // The eve of the day, 20:00 in Berlin.
    clock = new Date(`${addDays(DAY, -1)}T19:00:00Z`);
    expect(await t.app.reminders.runOnce()).toBe(2);
    await t.app.push.idle();

    const [toAna] = messagesTo('ana');
    const [toJonas] = messagesTo('jonas');
    expect(toAna!.actions!.map(({ action, title }) => [action, title])).toEqual([
      ['present', "I'm coming"],
      ['away', "Can't come"],
    ]);
    expect(toJonas!.actions!.map(({ title }) => title)).toEqual(['Ich komme', 'Kann nicht']);

    // The "I'm coming" token cannot say "Can't come", nor answer Jonas's day.
    expect((await tap(toAna!, 'present', 'away')).statusCode).toBe(403);
    expect(await stateOf(group, ana)).toBeUndefined();
    const coming = await tap(toAna!, 'present');
    expect(coming.statusCode, coming.body).toBe(200);
    expect(coming.json().message).toMatch(/^You’re coming: /);
    expect((await stateOf(group, ana))?.attendance).toBe(true);
    expect(await stateOf(group, jonas)).toBeUndefined();
    const notComing = await tap(toJonas!, 'away');
    expect(notComing.json().message).toMatch(/^Du kommst nicht: /);
    expect((await stateOf(group, jonas))?.attendance).toBe(false);
  });

  it('an announcement and a promotion carry them; a member’s answer push does not', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', members: 2 });
    const [ben, cem] = group.members as [SignedInUser, SignedInUser];
    await season(group, 1);
    await subscribeSession(t.db, service, ben, 'ben');
    await subscribeSession(t.db, service, cem, 'cem');
    await subscribeSession(t.db, service, group.owner, 'owner');

    const announced = await put(
      pathFor(API_PATHS.dayAnnouncement, { groupId: group.id, day: DAY }),
      group.owner,
      { text: 'Bring water' },
    );
    expect(announced.statusCode, announced.body).toBe(204);
    await t.app.push.idle();
    const announcement = messagesTo('ben').find((m) => m.kind === 'announcement')!;
    expect(announcement.actions).toHaveLength(2);

    // Ben takes the one place from the announcement; Cem waits, then is promoted when Ben
    // cannot come after all, from the promotion's own action.
    expect((await tap(announcement, 'present')).statusCode).toBe(200);
    expect((await answer(group, cem, 'present')).statusCode).toBe(200);
    expect((await stateOf(group, cem))?.waiting).not.toBeNull();
    expect((await answer(group, ben, 'away')).statusCode).toBe(200);
    await t.app.push.idle();
    const promoted = messagesTo('cem').find((m) => m.kind === 'promoted')!;
    expect(promoted.actions!.map((a) => a.action)).toEqual(['present', 'away']);
    expect((await tap(promoted, 'away')).statusCode).toBe(200);
    expect((await stateOf(group, cem))?.attendance).toBe(false);

    // The owner heard of the answers: plain pushes, without actions.
    const news = messagesTo('owner').filter((m) => m.kind === undefined);
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((m) => m.actions === undefined)).toBe(true);
  });
});
