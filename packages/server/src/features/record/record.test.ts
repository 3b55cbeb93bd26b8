import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  API_PATHS,
  coachingEndpoints,
  GROUP_MESSAGES,
  isoWeekdayOf,
  pathFor,
  RECORD_MESSAGES,
  RECORD_MESSAGES_DE,
  recordEndpoints,
  rollCallSchema,
  today,
  type Day,
  type RollCall,
} from '@turnout/domain';
import { users } from '../../db/schema.ts';
import { answerSetters } from '../../db/schema-coaching.ts';
import { groupPeople, pastAnswers, rollCalls } from '../../db/schema-record.ts';
import { useTestApp } from '../../test/app.ts';
import { DEFAULT_PASSWORD, type SignedInUser } from '../../test/factories.ts';
import { buildAttendance, buildGroup, type TestGroup } from '../../test/group-factories.ts';

// The season's record as a client sees it (docs/decisions/049-roll-call-and-closed-days.md,
// 050-history-that-holds.md): who may take and read a day's roll call, what it is pre-ticked
// from, days closed once over, and the history that stays after leaving, removal and deletion.

describe('the record', () => {
  const t = useTestApp();
  const todayDay = () => today(t.config.timeZone);

  const rollCallUrl = (group: TestGroup, day: Day) =>
    pathFor(recordEndpoints.rollCall.path, { groupId: group.id, day });
  const getRollCall = (group: TestGroup, day: Day, as: SignedInUser) =>
    t.request({ method: 'GET', url: rollCallUrl(group, day), as });
  const saveRollCall = (group: TestGroup, day: Day, as: SignedInUser, came: string[]) =>
    t.request({ method: 'PUT', url: rollCallUrl(group, day), body: { came }, as });
  const answer = (group: TestGroup, as: SignedInUser, body: object, language = 'en') =>
    t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body,
      as,
      headers: { 'accept-language': language },
    });
  const leave = (group: TestGroup, who: SignedInUser, as: SignedInUser = who) =>
    t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: who.user.id }),
      as,
    });
  const history = (group: TestGroup, as: SignedInUser, from: Day, to: Day) =>
    t.request({
      method: 'GET',
      url: `${pathFor(recordEndpoints.history.path, { groupId: group.id })}?from=${from}&to=${to}`,
      as,
    });

  async function makeCoach(group: TestGroup, member: SignedInUser) {
    const res = await t.request({
      method: 'PUT',
      url: pathFor(coachingEndpoints.setRole.path, { groupId: group.id, userId: member.user.id }),
      body: { role: 'coach' },
      as: group.owner,
    });
    expect(res.statusCode, res.body).toBe(204);
  }

  const byName = (rollCall: RollCall) =>
    Object.fromEntries(rollCall.entries.map((e) => [e.displayName, e]));

  it('pre-ticks today from the answers: present with a place, the promoted; not the waiting', async () => {
    const group = await buildGroup(t.db, { members: 5 });
    const [coach, ann, ben, cid, dot] = group.members as SignedInUser[];
    await makeCoach(group, coach!);
    const day = todayDay();
    // A limit of one on today's training: Ann is in, Ben and Cid wait; Ann's away promotes Ben.
    const schedule = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
      body: {
        trainingDays: [{ weekday: isoWeekdayOf(day), time: '23:59', place: null, limit: 1 }],
        cancelledDates: [],
      },
      as: group.owner,
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    for (const who of [ann!, ben!, cid!]) {
      expect((await answer(group, who, { day, state: 'present' })).statusCode).toBe(200);
    }
    expect((await answer(group, ann!, { day, state: 'away' })).statusCode).toBe(200);

    const res = await getRollCall(group, day, coach!);
    expect(res.statusCode, res.body).toBe(200);
    const rollCall = rollCallSchema.parse(res.json());
    expect(rollCall).toMatchObject({ day, recorded: false, open: true, recordedAt: null });
    const entries = byName(rollCall);
    expect(Object.keys(entries)).toHaveLength(6);
    expect(entries[ann!.user.displayName]).toMatchObject({ answer: 'away', came: false });
    expect(entries[ben!.user.displayName]).toMatchObject({ answer: 'present', came: true });
    expect(entries[cid!.user.displayName]).toMatchObject({
      answer: 'present',
      waiting: 1,
      came: false,
    });
    expect(entries[dot!.user.displayName]).toMatchObject({ answer: 'undecided', came: false });

    // The coach corrects it: Ben did not come, Dot came without answering.
    const came = [entries[dot!.user.displayName]!.personId];
    const saved = await saveRollCall(group, day, coach!, came);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = byName(rollCallSchema.parse(saved.json()));
    expect(saved.json()).toMatchObject({
      recorded: true,
      recordedByDisplayName: coach!.user.displayName,
    });
    expect(after[ben!.user.displayName]!.came).toBe(false);
    expect(after[dot!.user.displayName]!.came).toBe(true);
    // The owner reads the same record.
    const owners = byName(
      rollCallSchema.parse((await getRollCall(group, day, group.owner)).json()),
    );
    expect(owners[dot!.user.displayName]!.came).toBe(true);
    expect(owners[ben!.user.displayName]!.came).toBe(false);
  });

  it('shows a member their own record only; members cannot save; outsiders and former members learn nothing', async () => {
    const group = await buildGroup(t.db, { members: 3 });
    const [ann, ben, gone] = group.members as SignedInUser[];
    const day = addDays(todayDay(), -2);
    await buildAttendance(t, { group, user: ann!, day, state: 'present' });
    await buildAttendance(t, { group, user: ben!, day, state: 'present' });
    expect((await leave(group, gone!)).statusCode).toBe(204);
    const all = rollCallSchema.parse((await getRollCall(group, day, group.owner)).json());
    const annEntry = all.entries.find((e) => e.userId === ann!.user.id)!;
    expect((await saveRollCall(group, day, group.owner, [annEntry.personId])).statusCode).toBe(200);

    const own = rollCallSchema.parse((await getRollCall(group, day, ann!)).json());
    expect(own.recorded).toBe(true);
    expect(own.entries).toEqual([expect.objectContaining({ userId: ann!.user.id, came: true })]);
    const bens = rollCallSchema.parse((await getRollCall(group, day, ben!)).json());
    expect(bens.entries).toEqual([expect.objectContaining({ userId: ben!.user.id, came: false })]);

    const refused = await saveRollCall(group, day, ben!, [annEntry.personId]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('permission-denied');
    const outsider = await t.signIn();
    for (const who of [outsider, gone!]) {
      for (const res of [
        await getRollCall(group, day, who),
        await saveRollCall(group, day, who, []),
        await history(group, who, day, day),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(GROUP_MESSAGES.notFound);
      }
    }
    const rows = await t.db.select().from(rollCalls).where(eq(rollCalls.groupId, group.id));
    expect(rows.filter((row) => row.came)).toHaveLength(1);
  });

  it('opens a roll call on the day itself, and takes only people on it', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const tomorrow = addDays(todayDay(), 1);
    const early = await saveRollCall(group, tomorrow, group.owner, []);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: 'roll-call-not-open',
      message: RECORD_MESSAGES.rollCallNotOpen,
    });
    expect((await getRollCall(group, tomorrow, group.owner)).json().open).toBe(false);
    const other = await buildGroup(t.db, { members: 1 });
    const stranger = rollCallSchema.parse(
      (await getRollCall(other, todayDay(), other.owner)).json(),
    ).entries[0]!.personId;
    const wrong = await saveRollCall(group, todayDay(), group.owner, [stranger]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(RECORD_MESSAGES.personNotOnRollCall);
    expect(await t.db.select().from(rollCalls).where(eq(rollCalls.groupId, group.id))).toEqual([]);
  });

  it('closes a day that is over to members, in words; a coach corrects it and is named', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [ann, ines] = group.members as SignedInUser[];
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, ines!.user.id));
    const yesterday = addDays(todayDay(), -1);
    await buildAttendance(t, { group, user: ann!, day: yesterday, state: 'present', note: 'late' });

    const refused = await answer(group, ann!, { day: yesterday, state: 'away' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'day-closed',
      message: RECORD_MESSAGES.dayClosed,
    });
    const german = await answer(group, ines!, { day: yesterday, state: 'away' }, 'de');
    expect(german.json().error).toEqual({
      code: 'day-closed',
      message: RECORD_MESSAGES_DE.dayClosed,
    });
    // Today is still open.
    expect((await answer(group, ann!, { day: todayDay(), state: 'away' })).statusCode).toBe(200);
    // A repeating answer leaves the past as it stands.
    const series = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendanceSeries, { groupId: group.id }),
      body: { from: addDays(yesterday, -3), to: addDays(todayDay(), 1), state: 'away' },
      as: ann!,
    });
    expect(series.statusCode, series.body).toBe(200);
    expect(series.json().days).toEqual([todayDay(), addDays(todayDay(), 1)]);
    const stands = rollCallSchema.parse((await getRollCall(group, yesterday, ann!)).json());
    expect(stands.entries[0]).toMatchObject({ answer: 'present' });

    const corrected = await t.request({
      method: 'PUT',
      url: pathFor(coachingEndpoints.answerFor.path, { groupId: group.id, userId: ann!.user.id }),
      body: { day: yesterday, state: 'away' },
      as: group.owner,
    });
    expect(corrected.statusCode, corrected.body).toBe(204);
    const [setter] = await t.db
      .select()
      .from(answerSetters)
      .where(and(eq(answerSetters.userId, ann!.user.id), eq(answerSetters.day, yesterday)));
    expect(setter?.setBy).toBe(group.owner.user.id);
  });

  it('keeps the past answers and records of a member who leaves or is removed, as a former member', async () => {
    const group = await buildGroup(t.db, { members: 3 });
    const [leaver, removed, stayer] = group.members as SignedInUser[];
    const past = addDays(todayDay(), -3);
    const future = addDays(todayDay(), 3);
    for (const who of [leaver!, removed!, stayer!]) {
      await buildAttendance(t, { group, user: who, day: past, state: 'present', note: 'hi' });
      await buildAttendance(t, { group, user: who, day: future, state: 'present' });
    }
    const before = rollCallSchema.parse((await getRollCall(group, past, group.owner)).json());
    const leaverPerson = before.entries.find((e) => e.userId === leaver!.user.id)!.personId;
    await saveRollCall(group, past, group.owner, [leaverPerson]);

    expect((await leave(group, leaver!)).statusCode).toBe(204);
    expect((await leave(group, removed!, group.owner)).statusCode).toBe(204);

    const rollCall = rollCallSchema.parse((await getRollCall(group, past, group.owner)).json());
    expect(byName(rollCall)[leaver!.user.displayName]).toMatchObject({
      status: 'former',
      answer: 'present',
      came: true,
    });
    expect(byName(rollCall)[removed!.user.displayName]).toMatchObject({
      status: 'former',
      answer: 'present',
      came: false,
    });
    // They drop out of the days ahead: not on a future roll call, their answers there gone.
    const ahead = rollCallSchema.parse((await getRollCall(group, future, group.owner)).json());
    expect(ahead.entries.map((e) => e.userId).sort()).toEqual(
      [group.owner.user.id, stayer!.user.id].sort(),
    );
    const kept = await history(group, stayer!, past, future);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().answers).toHaveLength(2);
    expect(kept.json().answers.every((a: { day: string }) => a.day === past)).toBe(true);
    // Everyone the period's answers and records name: the two former members, and the members
    // in the day's record.
    const statuses: string[] = kept.json().people.map((p: { status: string }) => p.status);
    expect(statuses.filter((status) => status === 'former')).toHaveLength(2);
    const [leftRow] = await t.db
      .select()
      .from(groupPeople)
      .where(and(eq(groupPeople.groupId, group.id), eq(groupPeople.userId, leaver!.user.id)));
    expect(leftRow?.leftAt).not.toBeNull();

    // Rejoining clears left_at and brings the answers back among the member's own.
    const back = await t.request({
      method: 'POST',
      url: pathFor(API_PATHS.join, { inviteCode: group.inviteCode }),
      as: leaver!,
    });
    expect(back.statusCode, back.body).toBeLessThan(300);
    const [rejoined] = await t.db
      .select()
      .from(groupPeople)
      .where(eq(groupPeople.id, leaverPerson));
    expect(rejoined?.leftAt).toBeNull();
    const again = byName(
      rollCallSchema.parse((await getRollCall(group, past, group.owner)).json()),
    );
    expect(again[leaver!.user.displayName]).toMatchObject({ status: 'member', answer: 'present' });
    expect(
      await t.db.select().from(pastAnswers).where(eq(pastAnswers.personId, leaverPerson)),
    ).toEqual([]);
  });

  it('keeps a deleted account’s past as "Deleted member N", without notes, in its deletion', async () => {
    const group = await buildGroup(t.db, { members: 3 });
    const [first, second, stayer] = group.members as SignedInUser[];
    const past = addDays(todayDay(), -5);
    for (const who of [first!, second!]) {
      await buildAttendance(t, { group, user: who, day: past, state: 'away', note: 'my knee' });
    }
    await buildAttendance(t, { group, user: first!, day: addDays(todayDay(), 2) });
    // The second left before deleting: their kept answers lose the note too.
    expect((await leave(group, second!)).statusCode).toBe(204);
    for (const who of [first!, second!]) {
      const res = await t.request({
        method: 'POST',
        url: API_PATHS.accountDeletion,
        body: { password: DEFAULT_PASSWORD, ownedGroups: [] },
        as: who,
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    const kept = (await history(group, stayer!, past, addDays(todayDay(), 5))).json();
    expect(kept.people).toEqual([
      {
        personId: expect.any(String),
        status: 'deleted',
        userId: null,
        displayName: null,
        deletedNumber: 1,
      },
      {
        personId: expect.any(String),
        status: 'deleted',
        userId: null,
        displayName: null,
        deletedNumber: 2,
      },
    ]);
    expect(kept.answers).toEqual(
      expect.arrayContaining([
        { personId: kept.people[0].personId, day: past, attendance: false },
        { personId: kept.people[1].personId, day: past, attendance: false },
      ]),
    );
    expect(kept.answers).toHaveLength(2);
    const rows = await t.db.select().from(pastAnswers).where(eq(pastAnswers.groupId, group.id));
    expect(rows.map((row) => row.note)).toEqual([null, null]);
    const rollCall = rollCallSchema.parse((await getRollCall(group, past, group.owner)).json());
    expect(rollCall.entries.filter((e) => e.status === 'deleted')).toHaveLength(2);
  });
});
