import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  API_PATHS,
  instantOfWallTime,
  pathFor,
  today,
  type AttendanceState,
  type Day,
} from '@turnout/domain';
import { users } from '../../../db/schema.ts';
import { groupReminders } from '../../../db/schema-season.ts';
import { useTestApp } from '../../../test/app.ts';
import type { SignedInUser } from '../../../test/factories.ts';
import { buildGroup, type TestGroup } from '../../../test/group-factories.ts';
import { useSmtpInbox } from '../../../test/smtp-inbox.ts';
import { digestWeekDue } from './digest.ts';

// The coaches' weekly digest (docs/decisions/053-e-mail-channel-and-digest.md): Sunday from
// 18:00 in the app's zone, once per coach and group, by mail through the real SMTP test server:
// next week's trainings with counts, who has not answered, and the changes since the last one.

const BERLIN = 'Europe/Berlin';

/** A Sunday at least a week ahead (its next week inside the answer window). */
function nextSunday(): Day {
  let day = addDays(today(BERLIN), 7);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) day = addDays(day, 1);
  return day;
}
const at = (day: Day, hour: number, minute = 0) =>
  new Date(instantOfWallTime(day, (hour * 60 + minute) * 60_000, BERLIN));

describe('the weekly digest', () => {
  const inbox = useSmtpInbox();
  let clock = new Date();
  const t = useTestApp(() => ({
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://turnout.example', APP_LOCALE: 'en-GB' },
    testing: { digestClock: () => clock },
  }));

  const run = async (when: Date) => {
    clock = when;
    return t.app.digests.runOnce();
  };
  const turnOn = async (group: TestGroup, member: SignedInUser) => {
    const res = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupReminders, { groupId: group.id }),
      body: { reminders: false, reminderHour: 18, weeklyDigest: true },
      as: member,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const answer = async (group: TestGroup, as: SignedInUser, day: Day, state: AttendanceState) => {
    const res = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day, state },
      as,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const name = (member: SignedInUser, displayName: string) =>
    t.db.update(users).set({ displayName }).where(eq(users.id, member.user.id));

  it('is due from Sunday 18:00 until Sunday ends, for the week from Monday', () => {
    const sunday = nextSunday();
    expect(digestWeekDue(at(sunday, 17, 59).getTime(), BERLIN)).toBeUndefined();
    expect(digestWeekDue(at(sunday, 18).getTime(), BERLIN)).toBe(addDays(sunday, 1));
    expect(digestWeekDue(at(sunday, 23, 59).getTime(), BERLIN)).toBe(addDays(sunday, 1));
    expect(digestWeekDue(at(addDays(sunday, 1), 18).getTime(), BERLIN)).toBeUndefined();
  });

  it('mails each coach who chose it once: counts, who has not answered, changes since the last', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', members: 3 });
    const [ana, ben, cem] = group.members as [SignedInUser, SignedInUser, SignedInUser];
    await name(group.owner, 'Olga');
    await name(ana, 'Ana');
    await name(ben, 'Ben');
    await name(cem, 'Cem');
    const schedule = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
      body: {
        trainingDays: [
          { weekday: 2, time: '18:30', place: null },
          { weekday: 4, time: null, place: null },
        ],
        cancelledDates: [],
      },
      as: group.owner,
    });
    expect(schedule.statusCode).toBe(200);
    await turnOn(group, group.owner);
    await turnOn(group, ana); // a plain member: no digest
    const sunday = nextSunday();
    const tuesday = addDays(sunday, 2);
    await answer(group, ana, tuesday, 'present');
    await answer(group, ben, tuesday, 'away');
    await answer(group, cem, addDays(sunday, 4), 'present');

    expect(await run(at(addDays(sunday, -1), 18))).toBe(0);
    expect(await run(at(sunday, 17, 59))).toBe(0);
    expect(await run(at(sunday, 18))).toBe(1);
    // Later passes that evening, on this instance or another: nothing more.
    expect(await run(at(sunday, 21))).toBe(0);

    const mail = await inbox.next(group.owner.user.email);
    expect(mail.subject).toBe('Gym: next week');
    const text = mail.text ?? '';
    expect(text).toContain('Next week in Gym:');
    expect(text).toMatch(
      /Tuesday, .+, 18:30: 1 coming, 1 not coming\.\nNot answered yet: Cem, Olga/,
    );
    expect(text).toMatch(
      /Thursday, [^\n]+: 1 coming, 0 not coming\.\nNot answered yet: Ana, Ben, Olga/,
    );
    // The first digest has no "since".
    expect(text).not.toContain('Changes since the last digest');
    expect(
      inbox.messages.some((m) =>
        [m.to ?? []].flat().some((to) => to.text.includes(ana.user.email)),
      ),
    ).toBe(false);

    // A week on: the answers given since the first digest, for the week it covers.
    const nextTuesday = addDays(tuesday, 7);
    await answer(group, cem, nextTuesday, 'present');
    await answer(group, ben, nextTuesday, 'away');
    expect(await run(at(addDays(sunday, 7), 18, 5))).toBe(1);
    const second = await inbox.next(group.owner.user.email, { skip: 1 });
    expect(second.text).toMatch(
      /Changes since the last digest:\nBen: not coming Tuesday, [^\n]+\nCem: coming Tuesday, /,
    );

    // One click in the mail program: no more digests, the rest of the settings as they were.
    const link = /<(https:\/\/turnout\.example\/unsubscribe\/[^>]+)>/.exec(
      second.headerLines
        .find((line) => line.key === 'list-unsubscribe')
        ?.line.replace(/\r?\n[ \t]+/g, '') ?? '',
    )?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const done = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(groupReminders)
      .where(eq(groupReminders.userId, group.owner.user.id));
    expect(row?.weeklyDigest).toBe(false);
    expect(await run(at(addDays(sunday, 14), 18))).toBe(0);
  });
});
