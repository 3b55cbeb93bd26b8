import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, INVITE_MAILS_PER_DAY, pathFor } from '@turnout/domain';
import { inviteMailCounts } from '../../db/schema-connect.ts';
import { groupInvites, users } from '../../db/schema.ts';
import { mailOutbox } from '../../db/schema-accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { buildGroup, type TestGroup } from '../../test/group-factories.ts';
import { linkIn, useSmtpInbox } from '../../test/smtp-inbox.ts';

// Invite by e-mail (docs/product.md#connect-it): whoever runs the group pastes addresses; each
// gets a mail with the group's link through the outbox, in the sender's language, within a
// daily limit per account.

describe('invite by e-mail', () => {
  const inbox = useSmtpInbox();
  const t = useTestApp(() => ({
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://turnout.example' },
  }));
  const send = (group: TestGroup, emails: string[], as = group.owner) =>
    t.request({
      method: 'POST',
      url: pathFor(API_PATHS.inviteMails, { groupId: group.id }),
      body: { emails },
      as,
    });

  it("mails each address the group's link, once per address", async () => {
    const group = await buildGroup(t.db, { name: 'Tuesday Volleyball' });
    const [ana, ben] = [uniqueEmail('ana'), uniqueEmail('ben')];
    const res = await send(group, [ana, ` ${ben.toUpperCase()} `, ben, '']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 2, remainingToday: INVITE_MAILS_PER_DAY - 2 });

    for (const to of [ana, ben]) {
      const mail = await inbox.next(to);
      expect(mail.subject).toBe(
        `${group.owner.user.displayName} invites you to Tuesday Volleyball on Turnout`,
      );
      expect(linkIn(mail, '/join/')).toBe(`https://turnout.example/join/${group.inviteCode}`);
      expect(mail.text).toContain('If you do not want to join, ignore it');
    }
  });

  it("writes in the sender's language, and makes a link first when the group has none", async () => {
    const group = await buildGroup(t.db, { name: 'Dienstagsvolleyball' });
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, group.owner.user.id));
    await t.db.delete(groupInvites).where(eq(groupInvites.groupId, group.id));
    const to = uniqueEmail('carla');
    expect((await send(group, [to])).statusCode).toBe(200);
    const mail = await inbox.next(to);
    expect(mail.subject).toBe(
      `${group.owner.user.displayName} lädt dich zu Dienstagsvolleyball bei Turnout ein`,
    );
    const [invite] = await t.db
      .select()
      .from(groupInvites)
      .where(eq(groupInvites.groupId, group.id));
    expect(linkIn(mail, '/join/')).toBe(`https://turnout.example/join/${invite!.code}`);
  });

  it('refuses past the daily limit with a clear error, and sends none of that request', async () => {
    const group = await buildGroup(t.db);
    await t.db.insert(inviteMailCounts).values({
      userId: group.owner.user.id,
      day: new Date().toISOString().slice(0, 10),
      sent: INVITE_MAILS_PER_DAY - 1,
    });
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    const refused = await send(group, [first, second]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'resource-exhausted',
      message: `You can send ${INVITE_MAILS_PER_DAY} invitation mails a day; today you have 1 left.`,
    });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, first))).toEqual([]);

    const last = await send(group, [first]);
    expect(last.json()).toEqual({ sent: 1, remainingToday: 0 });
    await inbox.next(first);
    expect((await send(group, [second])).statusCode).toBe(429);
    expect(inbox.messages.some((mail) => mail.text?.includes(second))).toBe(false);
  });

  it('refuses a wrong address, a member and a stranger, sending nothing', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const to = uniqueEmail('dora');
    const wrong = await send(group, [to, 'not an address']);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('not an address is not an e-mail address.');
    expect((await send(group, [to], group.members[0]!)).statusCode).toBe(403);
    expect((await send(group, [to], await t.signIn())).statusCode).toBe(404);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))).toEqual([]);
    // The join link itself still works as before.
    expect(pathFor(API_PATHS.join, { inviteCode: group.inviteCode })).toContain(group.inviteCode);
  });
});
