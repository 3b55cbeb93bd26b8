import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  answerLinkEndpoints,
  API_PATHS,
  pathFor,
  startOfDayMs,
  today,
  toDay,
  type AnswerLinkState,
  type Day,
  type Schedule,
} from '@turnout/domain';
import { attendances, users } from '../../db/schema.ts';
import { notifications } from '../../db/schema-delivery.ts';
import { createTestApp, useTestApp, type TestApp } from '../../test/app.ts';
import { createMailSender } from '../mail/parts/worker.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, groupTablesSnapshot, type TestGroup } from '../../test/group-factories.ts';

// Answer tokens (docs/decisions/052-answer-tokens.md): made for one member's answer to one
// group's day, signed, expiring; redeemed through the day change a tap in the app takes, so
// every rule of that path holds, and every refusal is said in the member's words.

const BERLIN = 'Europe/Berlin';
const THURSDAYS = {
  trainingDays: [{ weekday: 4, time: '18:30', place: 'Hall 2' }],
  cancelledDates: [],
};

/** The next Thursday after today that is at least a week away (inside the answer window). */
function nextThursday(): Day {
  let day = addDays(today(BERLIN), 7);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 4) day = addDays(day, 1);
  return day;
}

function helpers(t: TestApp) {
  const mint = (
    group: TestGroup,
    member: SignedInUser,
    day: Day,
    options: { states?: AnswerLinkState[]; expiresAt?: number } = {},
  ) =>
    t.app.answerTokens.answer({
      userId: member.user.id,
      groupId: group.id,
      day,
      states: options.states ?? ['present', 'away'],
      expiresAt: options.expiresAt ?? Date.now() + 24 * 60 * 60 * 1000,
    });
  const redeem = (token: string, state: AnswerLinkState, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url: answerLinkEndpoints.answer.path,
      body: { token, state },
      headers,
    });
  const rowsOf = (group: TestGroup) =>
    t.db.select().from(attendances).where(eq(attendances.groupId, group.id));
  const setSchedule = (group: TestGroup, schedule: unknown) =>
    t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
      body: schedule,
      as: group.owner,
    });
  return { mint, redeem, rowsOf, setSchedule };
}

/** The token with its payload changed and the signature kept. */
function withClaim(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [body, signature] = token.split('.') as [string, string];
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
  change(payload);
  return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

describe('answer tokens', () => {
  const t = useTestApp();
  const { mint, redeem, rowsOf, setSchedule } = helpers(t);
  const DAY = nextThursday();

  it('answers its member’s day through the app’s day change: the record, the inbox, the words', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', members: 1 });
    const member = group.members[0]!;
    expect((await setSchedule(group, THURSDAYS)).statusCode).toBe(200);
    const token = await mint(group, member, DAY);

    const res = await redeem(token, 'present');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      state: 'present',
      title: 'Gym',
      message: expect.stringMatching(/^You’re coming: .+, 18:30\.$/),
    });
    // No session is made: nothing is set, and the token opens nothing else.
    expect(res.headers['set-cookie']).toBeUndefined();
    const asBearer = await t.request({
      method: 'GET',
      url: API_PATHS.groups,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBearer.statusCode).toBe(401);

    expect((await rowsOf(group)).map((r) => [r.userId, r.day, r.attendance])).toEqual([
      [member.user.id, DAY, true],
    ]);
    // The owner's inbox heard of it, as of a tap in the app.
    const entries = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, group.owner.user.id));
    expect(entries.map((entry) => [entry.actorId, entry.day, entry.attendance])).toEqual([
      [member.user.id, DAY, true],
    ]);

    // Answering twice is harmless: the same answer, nothing written again.
    const before = await groupTablesSnapshot(t.db);
    const again = await redeem(token, 'present');
    expect(again.statusCode).toBe(200);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
    // The other answer the token allows changes it back.
    const away = await redeem(token, 'away');
    expect(away.json().message).toMatch(/^You’re not coming: /);
    expect((await rowsOf(group)).map((r) => r.attendance)).toEqual([false]);
  });

  it('refuses a token whose member, group or day was changed, or signed with another key; nothing changes', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [member, other] = group.members as [SignedInUser, SignedInUser];
    const elsewhere = await buildGroup(t.db, { owner: member });
    const token = await mint(group, member, DAY);
    const forged = [
      withClaim(token, (p) => (p.u = other.user.id)),
      withClaim(token, (p) => (p.g = elsewhere.id)),
      withClaim(token, (p) => (p.d = addDays(DAY, 7))),
      withClaim(token, (p) => (p.e = (p.e as number) + 3600)),
      `${token.slice(0, -2)}AA`,
      'not-a-token',
    ];
    const keyed = await createTestApp({ env: { ANSWER_LINK_SECRET: 'x'.repeat(43) } });
    try {
      forged.push(
        await keyed.app.answerTokens.answer({
          userId: member.user.id,
          groupId: group.id,
          day: DAY,
          states: ['present'],
          expiresAt: Date.now() + 60_000,
        }),
      );
    } finally {
      await keyed.close();
    }
    const before = await groupTablesSnapshot(t.db);
    for (const candidate of forged) {
      const res = await redeem(candidate, 'present');
      expect(res.statusCode, candidate).toBe(400);
      expect(res.json().error).toEqual({
        code: 'expired-link',
        message: 'This answer link is not valid. Open Turnout to answer.',
      });
    }
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('gives only the answers it was made for, and nothing once expired', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    const before = await groupTablesSnapshot(t.db);
    const onlyAway = await mint(group, member, DAY, { states: ['away'] });
    const refused = await redeem(onlyAway, 'present');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This link cannot give that answer.');

    const expired = await mint(group, member, DAY, { expiresAt: Date.now() - 1000 });
    const late = await redeem(expired, 'away');
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toEqual({
      code: 'expired-link',
      message: 'This question has closed. Open Turnout to see the day.',
    });
    // An unsubscribe token is no answer token.
    const unsubscribe = await t.app.answerTokens.unsubscribe({
      userId: member.user.id,
      groupId: group.id,
      list: 'reminder-mails',
    });
    expect((await redeem(unsubscribe, 'away')).statusCode).toBe(400);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('refuses a removed member in their words, one who left as not found, a deleted or disabled account', async () => {
    const group = await buildGroup(t.db, { members: 4 });
    const [removed, left, disabled, deleted] = group.members as SignedInUser[];
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, removed!.user.id));
    const tokens = await Promise.all(
      [removed!, left!, disabled!, deleted!].map((member) => mint(group, member, DAY)),
    );
    const remove = (member: SignedInUser, as: SignedInUser) =>
      t.request({
        method: 'DELETE',
        url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: member.user.id }),
        as,
      });
    expect((await remove(removed!, group.owner)).statusCode).toBe(204);
    expect((await remove(left!, left!)).statusCode).toBe(204);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled!.user.id));
    // Deleted as an account erases itself (its history kept as "Deleted member N").
    const erased = await t.request({
      method: 'POST',
      url: API_PATHS.accountDeletion,
      body: { password: deleted!.password, ownedGroups: [] },
      as: deleted!,
    });
    expect(erased.statusCode, erased.body).toBe(204);
    const before = await groupTablesSnapshot(t.db);

    const [asRemoved, asLeft, asDisabled, asDeleted] = await Promise.all(
      tokens.map((token) => redeem(token, 'present', { 'accept-language': 'en' })),
    );
    expect(asRemoved!.statusCode).toBe(403);
    expect(asRemoved!.json().error.code).toBe('removed-from-group');
    // In the member's language (German), whatever the browser asks for.
    expect(asRemoved!.json().error.message).toMatch(/entfernt/);
    expect(asLeft!.statusCode).toBe(404);
    expect(asLeft!.json().error.code).toBe('not-found');
    expect(asDisabled!.statusCode).toBe(400);
    expect(asDeleted!.statusCode).toBe(400);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('obeys the answer deadline in words, and puts a full day’s answer on the waitlist', async () => {
    const group = await buildGroup(t.db, { members: 3 });
    const [first, second, german] = group.members as [SignedInUser, SignedInUser, SignedInUser];
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, german.user.id));
    // A Thursday in the past, inside the answer window: its deadline passed long ago.
    const past = addDays(nextThursday(), -14);
    const limited = {
      trainingDays: [{ weekday: 4, time: '18:30', place: null, limit: 1, deadlineHours: 3 }],
      cancelledDates: [],
    };
    expect((await setSchedule(group, limited)).statusCode).toBe(200);
    const before = await groupTablesSnapshot(t.db);
    const closed = await redeem(await mint(group, german, past), 'present');
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.message).toBe(
      'Antworten für Donnerstag waren bis 15:30 möglich. Frag eine Trainerin oder einen Trainer.',
    );
    expect(await groupTablesSnapshot(t.db)).toEqual(before);

    expect((await redeem(await mint(group, first, DAY), 'present')).json().waitingPlace).toBe(
      undefined,
    );
    const full = await redeem(await mint(group, second, DAY), 'present');
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ state: 'present', waitingPlace: 1 });
    expect(full.json().message).toMatch(
      /^The day is full: you are number 1 on the waiting list for .+, 18:30\.$/,
    );
    const waiting = (await rowsOf(group)).find((row) => row.userId === second.user.id);
    expect(waiting?.waitingSince).not.toBeNull();
  });

  it('expires at the day’s end, or at its deadline when that comes first', async () => {
    const { answerTokenExpiry } = await import('./parts/tokens.ts');
    const day = toDay('2026-12-17');
    const plain: Schedule = {
      trainingDays: [{ weekday: 4, time: '18:30', place: null }],
      cancelledDates: [],
    };
    expect(answerTokenExpiry(plain, day, BERLIN)).toBe(startOfDayMs(toDay('2026-12-18'), BERLIN));
    const withDeadline: Schedule = {
      trainingDays: [{ weekday: 4, time: '18:30', place: null, deadlineHours: 3 }],
      cancelledDates: [],
    };
    expect(answerTokenExpiry(withDeadline, day, BERLIN)).toBe(Date.parse('2026-12-17T14:30:00Z'));
  });
});

describe('answer tokens in the log', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const t = useTestApp({ logger: { level: 'trace', stream } });
  const { mint } = helpers(t);

  it('never writes a token to a log line', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    const token = await mint(group, member, nextThursday());
    await t.request({ method: 'GET', url: `/answer/${token}?choice=present` });
    await t.app.inject({
      method: 'POST',
      url: `/answer/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=present',
    });
    await t.request({
      method: 'POST',
      url: answerLinkEndpoints.answer.path,
      body: { token, state: 'away' },
    });
    // A mail logged for want of SMTP_URL shows its links without their tokens.
    await createMailSender(undefined, {
      info: (object, message) => lines.push(JSON.stringify(object), message),
      warn: () => {},
      error: () => {},
    })({
      from: 'turnout@turnout.test',
      to: 'ana@example.com',
      subject: 'Gym',
      text: `I'm coming: https://turnout.test/answer/${token}?choice=present\n\nhttps://turnout.test/unsubscribe/${token}`,
      html: '',
    });
    expect(lines.length).toBeGreaterThan(0);
    const [body, signature] = token.split('.') as [string, string];
    for (const line of lines) {
      expect(line).not.toContain(body);
      expect(line).not.toContain(signature);
    }
  });
});
