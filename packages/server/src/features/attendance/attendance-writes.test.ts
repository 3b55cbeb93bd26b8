import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, LIMITS, pathFor, toDay, VALIDATION_MESSAGES } from '@turnout/domain';
import { attendances } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import {
  buildAttendance,
  buildGroup,
  changeDepsOf,
  groupTablesSnapshot,
} from '../../test/group-factories.ts';
import { requireMember } from '../../http/gate.ts';
import { changeAttendance } from './parts/change.ts';
import { later, useDayAttendance } from './testing/attendance-test-setup.ts';

// Writing a member's day: through the API (what it stores, what it refuses) and through
// changeAttendance itself (what it reports as changed, concurrent writes, a membership that ended).
// Reading the days is in attendance-reads.test.ts.

describe('day attendance', () => {
  const { t, put, rowsOf } = useDayAttendance();

  it('creates my record, updates it, and deletes it when I go back to undecided', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;

    const created = await put(group, me, {
      day: later('2027-03-28'),
      state: 'present',
      note: ' late ',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      record: {
        userId: me.user.id,
        userDisplayName: me.user.displayName,
        day: later('2027-03-28'),
        attendance: true,
        note: 'late',
      },
    });

    const updated = await put(group, me, { day: later('2027-03-28'), state: 'away' });
    expect(updated.json().record).toEqual({
      userId: me.user.id,
      userDisplayName: me.user.displayName,
      day: later('2027-03-28'),
      attendance: false,
    });
    expect(await rowsOf(group)).toMatchObject([{ attendance: false, note: null }]);

    const cleared = await put(group, me, {
      day: later('2027-03-28'),
      state: 'undecided',
      note: 'gone',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ record: null });
    expect(await rowsOf(group)).toEqual([]);
    // Undecided again, with no record: still fine.
    expect((await put(group, me, { day: later('2027-03-28'), state: 'undecided' })).json()).toEqual(
      {
        record: null,
      },
    );
  });

  it('accepts a note up to the limit and refuses a longer one, storing nothing', async () => {
    const group = await buildGroup(t.db);
    const ok = await put(group, group.owner, {
      day: later('2027-03-28'),
      state: 'present',
      note: 'n'.repeat(LIMITS.note),
    });
    expect(ok.statusCode).toBe(200);
    const before = await groupTablesSnapshot(t.db);
    const res = await put(group, group.owner, {
      day: later('2027-03-29'),
      state: 'present',
      note: 'n'.repeat(LIMITS.note + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid-argument',
      message: `Invalid body: note: ${VALIDATION_MESSAGES.noteTooLong}`,
    });
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it.each([
    [{ day: '2026-02-30', state: 'present' }, 'day: no such date'],
    [{ day: '29.03.2026', state: 'present' }, 'day: expected a date as YYYY-MM-DD'],
    [{ day: later('2027-03-28'), state: 'maybe' }, 'state: Invalid option'],
    [{ day: later('2027-03-28'), state: 'present', note: 42 }, 'note: Invalid input'],
    [{ day: later('2027-03-28'), state: 'present', userId: 'x' }, 'Unrecognized key: "userId"'],
    [{ state: 'present' }, 'day: Invalid input'],
  ])('refuses the write %j with 400', async (body, message) => {
    const group = await buildGroup(t.db);
    const before = await groupTablesSnapshot(t.db);
    const res = await put(group, group.owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid-argument');
    expect(res.json().error.message).toContain(message);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('writes only my own record: another member’s record cannot be written', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [me, other] = group.members as [SignedInUser, SignedInUser];
    await buildAttendance(t, {
      group,
      user: other,
      day: toDay(later('2027-03-28')),
      note: 'theirs',
    });
    const before = await groupTablesSnapshot(t.db);
    for (const body of [
      { day: later('2027-03-28'), state: 'away', userId: other.user.id },
      { day: later('2027-03-28'), state: 'undecided', user: other.user.id },
    ]) {
      expect((await put(group, me, body)).statusCode).toBe(400);
    }
    expect(await groupTablesSnapshot(t.db)).toEqual(before);

    // My write for the same day touches only my record.
    await put(group, me, { day: later('2027-03-28'), state: 'undecided' });
    await put(group, me, { day: later('2027-03-28'), state: 'away' });
    const rows = await rowsOf(group);
    expect(rows.map((r) => [r.userId, r.attendance, r.note]).sort()).toEqual(
      [
        [me.user.id, false, null],
        [other.user.id, true, 'theirs'],
      ].sort(),
    );
  });
});

describe('changeAttendance', () => {
  const t = useTestApp();

  it('reports the previous and the new choice, and whether anything changed', async () => {
    const group = await buildGroup(t.db);
    const userId = group.owner.user.id;
    const { groupId } = await requireMember(t.db, group.id, userId);
    const day = toDay(later('2027-10-24'));
    const set = (state: 'present' | 'away' | 'undecided', note?: string) =>
      changeAttendance(changeDepsOf(t), { groupId, userId, day, state, note });

    expect(await set('present', 'a')).toEqual({
      groupId,
      userId,
      day,
      previous: { state: 'undecided' },
      current: { state: 'present', note: 'a' },
      changed: true,
    });
    expect(await set('present', 'a')).toMatchObject({
      previous: { state: 'present', note: 'a' },
      current: { state: 'present', note: 'a' },
      changed: false,
    });
    expect(await set('present', ' b ')).toMatchObject({
      previous: { state: 'present', note: 'a' },
      current: { state: 'present', note: 'b' },
      changed: true,
    });
    expect(await set('away')).toMatchObject({
      previous: { state: 'present', note: 'b' },
      current: { state: 'away' },
      changed: true,
    });
    expect(await set('undecided')).toMatchObject({
      previous: { state: 'away' },
      current: { state: 'undecided' },
      changed: true,
    });
    expect(await set('undecided')).toMatchObject({
      previous: { state: 'undecided' },
      changed: false,
    });
  });

  it('chains the previous states of concurrent writes to an existing record', async () => {
    const group = await buildGroup(t.db);
    const userId = group.owner.user.id;
    const { groupId } = await requireMember(t.db, group.id, userId);
    const day = toDay(later('2027-03-28'));
    await changeAttendance(changeDepsOf(t), {
      groupId,
      userId,
      day,
      state: 'present',
      note: 'start',
    });
    const notes = Array.from({ length: 12 }, (_, i) => `write ${i}`);
    const changes = await Promise.all(
      notes.map((note, i) =>
        changeAttendance(changeDepsOf(t), {
          groupId,
          userId,
          day,
          state: i % 2 ? 'away' : 'present',
          note,
        }),
      ),
    );
    // Each write saw exactly what one other write (or the first one) left: one chain.
    const previousNotes = changes.map((c) => c.previous.note);
    expect(new Set(previousNotes).size).toBe(notes.length);
    expect(previousNotes).toContain('start');
    const last = notes.filter((note) => !previousNotes.includes(note));
    expect(last).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(attendances)
      .where(and(eq(attendances.groupId, group.id), eq(attendances.userId, userId)));
    expect(row!.note).toBe(last[0]);
  });

  it('answers 404 when the membership ended between the gate and the write', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    const { groupId } = await requireMember(t.db, group.id, member.user.id);
    await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: member.user.id }),
      as: group.owner,
    });
    await expect(
      changeAttendance(changeDepsOf(t), {
        groupId,
        userId: member.user.id,
        day: toDay(later('2027-03-28')),
        state: 'away',
      }),
    ).rejects.toMatchObject({ code: 'not-found', statusCode: 404 });
  });
});
