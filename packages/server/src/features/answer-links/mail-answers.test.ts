import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { addDays, API_PATHS, pathFor, today, type Day } from '@turnout/domain';
import { attendances, users } from '../../db/schema.ts';
import { groupReminders } from '../../db/schema-season.ts';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, groupTablesSnapshot, type TestGroup } from '../../test/group-factories.ts';
import { useSmtpInbox } from '../../test/smtp-inbox.ts';

// Reminders by e-mail (docs/decisions/053-e-mail-channel-and-digest.md), delivered through the
// real SMTP test server and followed as a member (and a mail scanner) would: GET shows the
// question and changes nothing, the button's POST answers, twice is harmless, and the
// unsubscribe link works in one click (List-Unsubscribe, RFC 8058).

const BERLIN = 'Europe/Berlin';

function nextThursday(): Day {
  let day = addDays(today(BERLIN), 7);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 4) day = addDays(day, 1);
  return day;
}

/** The link labelled `label` in the mail's text part ("label: URL"). */
function linkLabelled(mail: ParsedMail, label: string): URL {
  const line = mail.text?.split('\n').find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`No "${label}" link in: ${mail.text}`);
  return new URL(line.slice(label.length + 2));
}

describe('reminders by e-mail', () => {
  const inbox = useSmtpInbox();
  let clock = new Date();
  const t = useTestApp(() => ({
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://turnout.example' },
    testing: { reminderClock: () => clock },
  }));
  const DAY = nextThursday();

  const settings = (group: TestGroup, member: SignedInUser, body: object) =>
    t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupReminders, { groupId: group.id }),
      body: { reminders: true, reminderHour: 18, ...body },
      as: member,
    });
  const remind = async () => {
    clock = new Date(`${addDays(DAY, -1)}T19:00:00Z`);
    return t.app.reminders.runOnce();
  };
  const page = (url: URL, method: 'GET' | 'POST' = 'GET', payload?: string) =>
    t.app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      ...(payload === undefined
        ? {}
        : { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload }),
    });
  const answerOf = async (member: SignedInUser) =>
    (
      await t.db
        .select({ attendance: attendances.attendance })
        .from(attendances)
        .where(and(eq(attendances.userId, member.user.id), eq(attendances.day, DAY)))
    )[0]?.attendance;

  it('mails the reminder in the member’s language, and its page answers only on the button', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', members: 2 });
    const [ana, jonas] = group.members as [SignedInUser, SignedInUser];
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, jonas.user.id));
    const schedule = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
      body: { trainingDays: [{ weekday: 4, time: '18:30', place: 'Hall 2' }], cancelledDates: [] },
      as: group.owner,
    });
    expect(schedule.statusCode).toBe(200);
    const saved = await settings(group, ana, { reminderEmail: true });
    expect(saved.json()).toEqual({
      reminders: true,
      reminderHour: 18,
      reminderEmail: true,
      weeklyDigest: false,
    });
    expect((await settings(group, jonas, { reminderEmail: true })).statusCode).toBe(200);
    // The group's own answer says what is set.
    const detail = await t.request({
      method: 'GET',
      url: pathFor(API_PATHS.group, { groupId: group.id }),
      as: ana,
    });
    expect(detail.json()).toMatchObject({ reminders: true, reminderEmail: true });

    expect(await remind()).toBe(2);
    const mail = await inbox.next(ana.user.email);
    expect(mail.subject).toMatch(/^Gym: are you coming .+\?$/);
    expect(mail.text).toContain('18:30: 0 coming, 0 not coming.');
    const german = await inbox.next(jonas.user.email);
    expect(german.subject).toMatch(/^Gym: Kommst du .+\?$/);
    linkLabelled(german, 'Ich komme');

    // One-click unsubscribe (RFC 8058), to the same link people see in the text.
    const header = (name: string) =>
      mail.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/\r?\n[ \t]+/g, '')
        .slice(name.length + 1)
        .trim();
    const unsubscribe = /^<(https:\/\/turnout\.example\/unsubscribe\/[^>]+)>$/.exec(
      header('list-unsubscribe') ?? '',
    )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(unsubscribe);

    // A mail scanner follows every link: nothing is answered, nothing unsubscribed.
    const coming = linkLabelled(mail, "I'm coming");
    const notComing = linkLabelled(mail, "Can't come");
    expect(coming.origin).toBe('https://turnout.example');
    const before = await groupTablesSnapshot(t.db);
    const shown = await page(coming);
    await page(notComing);
    await page(new URL(unsubscribe!));
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
    expect(await answerOf(ana)).toBeUndefined();
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    expect(shown.body).toContain('Are you coming?');
    expect(shown.body).toContain('<button class="primary" name="state" value="present">');

    // The button answers; pressing it again changes nothing more.
    const answered = await page(coming, 'POST', 'state=present');
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toMatch(/You’re coming: .+, 18:30\./);
    expect(await answerOf(ana)).toBe(true);
    const afterFirst = await groupTablesSnapshot(t.db);
    expect((await page(coming, 'POST', 'state=present')).statusCode).toBe(200);
    expect(await groupTablesSnapshot(t.db)).toEqual(afterFirst);
    // The page now shows the answer given.
    expect((await page(coming)).body).toContain('Your answer: coming.');
    // Not an answer the page offers: refused in words, nothing changes.
    const odd = await page(coming, 'POST', 'state=undecided');
    expect(odd.statusCode).toBe(403);
    expect(odd.body).toContain('This link cannot give that answer.');
    expect(await answerOf(ana)).toBe(true);

    // The mail program's one-click POST turns reminder mails off, and only them.
    const done = await page(new URL(unsubscribe!), 'POST', 'List-Unsubscribe=One-Click');
    expect(done.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(groupReminders)
      .where(eq(groupReminders.userId, ana.user.id));
    expect(row).toMatchObject({ enabled: true, email: false });
  });

  it('refuses a tampered or unknown link on the page, in words, changing nothing', async () => {
    const before = await groupTablesSnapshot(t.db);
    for (const path of ['/answer/abc.def', '/answer/%00', '/unsubscribe/abc.def']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(400);
      expect(res.body).toContain('This answer link is not valid.');
      const posted = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'state=present',
      });
      expect(posted.statusCode, path).toBe(400);
    }
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });
});
