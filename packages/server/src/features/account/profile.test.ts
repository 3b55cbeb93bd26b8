import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Day, API_PATHS, CONFIRM_EMAIL_LINK, pathFor } from '@turnout/domain';
import { useTestApp } from '../../test/app.ts';
import { DEFAULT_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { buildAttendance, buildGroup } from '../../test/group-factories.ts';
import { linkIn, useSmtpInbox } from '../../test/smtp-inbox.ts';

describe('profile', () => {
  const inbox = useSmtpInbox();
  const t = useTestApp(() => ({ env: { SMTP_URL: inbox.url } }));
  const me = (token: string) => t.request({ method: 'GET', url: API_PATHS.me, as: { token } });

  it('renames the account everywhere at once, and refuses an empty name', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const anna = group.members[0]!;
    const rename = (displayName: string) =>
      t.request({ method: 'PUT', url: API_PATHS.accountName, body: { displayName }, as: anna });
    expect((await rename('  ')).json().error.message).toBe("Name can't be empty");
    const res = await rename(' Anna K. ');
    expect(res.json().user.displayName).toBe('Anna K.');
    expect((await me(anna.token)).json().user.displayName).toBe('Anna K.');
    const members = await t.request({
      method: 'GET',
      url: pathFor(API_PATHS.groupMembers, { groupId: group.id }),
      as: group.owner,
    });
    expect(JSON.stringify(members.json())).toContain('Anna K.');
    const events = await t.db.execute(
      sql`select payload from realtime_events where group_id = ${group.id}`,
    );
    expect(JSON.stringify(events)).toContain('member.updated');
  });

  it('changes the address only through the link mailed to it, and tells the old one', async () => {
    const anna = await t.signIn();
    const newEmail = uniqueEmail('new');
    const wrong = await t.request({
      method: 'POST',
      url: API_PATHS.accountEmail,
      body: { email: newEmail, password: 'nope' },
      as: anna,
    });
    expect(wrong.json().error.code).toBe('wrong-password');
    const taken = await t.createUser();
    const inUse = await t.request({
      method: 'POST',
      url: API_PATHS.accountEmail,
      body: { email: taken.user.email, password: DEFAULT_PASSWORD },
      as: anna,
    });
    expect(inUse.json().error.code).toBe('email-already-in-use');

    const asked = await t.request({
      method: 'POST',
      url: API_PATHS.accountEmail,
      body: { email: newEmail, password: DEFAULT_PASSWORD },
      as: anna,
    });
    expect(asked.statusCode).toBe(204);
    expect((await me(anna.token)).json().user.email).toBe(anna.user.email);
    const profile = await t.request({ method: 'GET', url: API_PATHS.account, as: anna });
    expect(profile.json().pendingEmail).toBe(newEmail);

    const link = linkIn(await inbox.next(newEmail), CONFIRM_EMAIL_LINK);
    const token = link.split(CONFIRM_EMAIL_LINK)[1]!;
    const confirmed = await t.request({
      method: 'POST',
      url: API_PATHS.accountEmailConfirm,
      body: { token },
    });
    expect(confirmed.json().user.email).toBe(newEmail);
    expect((await me(anna.token)).json().user.email).toBe(newEmail);
    const notice = await inbox.next(anna.user.email);
    expect(notice.subject).toBe('Your Turnout e-mail address was changed');
    expect(notice.text).toContain(newEmail);
    const again = await t.request({
      method: 'POST',
      url: API_PATHS.accountEmailConfirm,
      body: { token },
    });
    expect(again.json().error.code).toBe('expired-link');
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const here = await t.signIn();
    const there = await t.signIn({ user: here });
    const wrong = await t.request({
      method: 'PUT',
      url: API_PATHS.accountPassword,
      body: { currentPassword: 'nope', newPassword: 'new secret' },
      as: here,
    });
    expect(wrong.json().error.code).toBe('wrong-password');
    expect((await me(there.token)).statusCode).toBe(200);
    const weak = await t.request({
      method: 'PUT',
      url: API_PATHS.accountPassword,
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: '123' },
      as: here,
    });
    expect(weak.json().error.code).toBe('weak-password');
    const done = await t.request({
      method: 'PUT',
      url: API_PATHS.accountPassword,
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'new secret' },
      as: here,
    });
    expect(done.statusCode).toBe(204);
    expect((await me(here.token)).statusCode).toBe(200);
    expect((await me(there.token)).statusCode).toBe(401);
  });

  it('lists the devices, signs one out, and every other', async () => {
    const here = await t.signIn();
    const phone = await t.signIn({ user: here });
    const laptop = await t.signIn({ user: here });
    const list = await t.request({ method: 'GET', url: API_PATHS.accountSessions, as: here });
    const sessions = list.json().sessions as { id: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)!;
    const out = await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.accountSession, { sessionId: other.id }),
      as: here,
    });
    expect(out.statusCode).toBe(204);
    const alive = [await me(phone.token), await me(laptop.token)].map((r) => r.statusCode).sort();
    expect(alive).toEqual([200, 401]);
    // Someone else's session is not mine to end.
    const stranger = await t.signIn();
    const foreign = await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.accountSession, { sessionId: other.id }),
      as: stranger,
    });
    expect(foreign.statusCode).toBe(404);
    await t.request({ method: 'DELETE', url: API_PATHS.accountSessions, as: here });
    expect((await me(phone.token)).statusCode).toBe(401);
    expect((await me(laptop.token)).statusCode).toBe(401);
    expect((await me(here.token)).statusCode).toBe(200);
  });

  it("names each device in the reader's language, browser and system as they are", async () => {
    const anna = await t.signIn();
    const chromeOnLinux =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const logIn = await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body: { email: anna.user.email, password: DEFAULT_PASSWORD, client: 'native' },
      headers: { 'user-agent': chromeOnLinux },
    });
    expect(logIn.statusCode).toBe(200);
    const devices = async () => {
      const list = await t.request({ method: 'GET', url: API_PATHS.accountSessions, as: anna });
      return (list.json().sessions as { device: string }[]).map((s) => s.device).filter(Boolean);
    };
    expect(await devices()).toEqual(['Chrome on Linux']);
    const german = await t.request({
      method: 'PUT',
      url: API_PATHS.accountLanguage,
      body: { language: 'de', chosen: true },
      as: anna,
    });
    expect(german.statusCode).toBe(200);
    expect(await devices()).toEqual(['Chrome unter Linux']);
  });

  it('exports the profile, memberships, attendance with notes and notifications', async () => {
    const group = await buildGroup(t.db, { members: 1, name: 'Climbing' });
    const anna = group.members[0]!;
    await buildAttendance(t, {
      group,
      user: anna,
      day: '2026-12-03' as Day,
      state: 'away',
      note: 'Dentist',
    });
    await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupReminders, { groupId: group.id }),
      body: { reminders: true, reminderHour: 19 },
      as: anna,
    });
    // Through the API, which tells the other members (the export's notifications).
    await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day: '2026-12-04', state: 'present' },
      as: group.owner,
    });
    const res = await t.request({ method: 'GET', url: API_PATHS.accountExport, as: anna });
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="turnout-export-/);
    const data = res.json();
    expect(data.profile).toMatchObject({
      email: anna.user.email,
      displayName: anna.user.displayName,
    });
    expect(data.memberships).toMatchObject([
      { groupName: 'Climbing', role: 'member', reminders: true, reminderHour: 19 },
    ]);
    expect(data.attendance).toMatchObject([
      { groupName: 'Climbing', day: '2026-12-03' as Day, attendance: 'away', note: 'Dentist' },
    ]);
    expect(data.notifications).toMatchObject([
      {
        groupName: 'Climbing',
        day: '2026-12-04' as Day,
        attendance: 'present',
        kind: 'attendance',
        from: group.owner.user.displayName,
      },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/password|hash|argon/i);
  });
});
