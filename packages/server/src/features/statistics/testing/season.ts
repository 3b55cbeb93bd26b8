import { sql } from 'drizzle-orm';
import { instantOfWallTime, type Day } from '@turnout/domain';
import { groupPeople, pastAnswers, rollCalls } from '../../../db/schema-record.ts';
import { groupMembers, groups } from '../../../db/schema.ts';
import { requireMember } from '../../../http/gate.ts';
import type { TestApp } from '../../../test/app.ts';
import type { SignedInUser } from '../../../test/factories.ts';
import { buildGroup, changeDepsOf, type TestGroup } from '../../../test/group-factories.ts';
import { changeAttendance } from '../../attendance/parts/change.ts';

// A seeded season with known answers and records, for the statistics' and the export's tests
// (docs/product.md#statistics). Rows the record's own features write (people, roll calls, past
// answers of former and deleted members) are written here directly.

/** An instant at a wall time of a day in the app's zone. */
export function at(t: TestApp, day: Day, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(instantOfWallTime(day, (hours * 60 + minutes) * 60_000, t.config.timeZone));
}

/** Every member has their row in the record (as joining makes it). */
export async function ensurePeople(t: TestApp, groupId: string): Promise<void> {
  await t.db.execute(sql`insert into ${groupPeople} (group_id, user_id)
    select group_id, user_id from ${groupMembers} where group_id = ${groupId}::uuid
    on conflict do nothing`);
}

export async function answer(
  t: TestApp,
  group: TestGroup,
  user: SignedInUser,
  day: Day,
  state: 'present' | 'away',
  now: Date,
): Promise<void> {
  const access = await requireMember(t.db, group.id, user.user.id);
  await changeAttendance(changeDepsOf(t), {
    groupId: access.groupId,
    userId: user.user.id,
    day,
    state,
    now,
  });
}

export async function personOf(t: TestApp, groupId: string, userId: string): Promise<string> {
  const rows = await t.db.execute(
    sql`select id from ${groupPeople} where group_id = ${groupId}::uuid and user_id = ${userId}::uuid`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

export async function rollCall(
  t: TestApp,
  groupId: string,
  day: Day,
  entries: [personId: string, came: boolean][],
): Promise<void> {
  await t.db
    .insert(rollCalls)
    .values(entries.map(([personId, came]) => ({ groupId, personId, day, came })));
}

/**
 * Training days Tuesday (18:00, no deadline) and Thursday (18:00, answers close two hours
 * before); 12 March cancelled. From 2 to 15 March 2026 the training days are 3, 5 and 10 March.
 * Members Anna, Ben, Cleo (and the owner) joined on 1 January; Finn, a former member, left on 6
 * March; "Deleted member 1" left on 8 March. See statistics.test.ts for every answer and record.
 */
export async function seedSeason(t: TestApp) {
  const group = await buildGroup(t.db, { members: 3 });
  const [anna, ben, cleo] = group.members as [SignedInUser, SignedInUser, SignedInUser];
  await t.db
    .update(groups)
    .set({
      schedule: {
        trainingDays: [
          { weekday: 2, time: '18:00', place: null },
          { weekday: 4, time: '18:00', place: null, deadlineHours: 2 },
        ],
        cancelledDates: ['2026-03-12' as Day],
      },
    })
    .where(sql`${groups.id} = ${group.id}::uuid`);
  await t.db
    .update(groupMembers)
    .set({ joinedAt: new Date('2026-01-01T00:00:00Z') })
    .where(sql`${groupMembers.groupId} = ${group.id}::uuid`);
  await ensurePeople(t, group.id);
  const day = (d: string) => d as Day;

  // Anna: in time for the 3rd; present for the 5th, then away after its deadline (16:00); away
  // for the 10th only on the day. A Wednesday and the cancelled 12th count for nothing.
  await answer(t, group, anna, day('2026-03-03'), 'present', at(t, day('2026-03-01'), '10:00'));
  await answer(t, group, anna, day('2026-03-05'), 'present', at(t, day('2026-03-04'), '10:00'));
  await answer(t, group, anna, day('2026-03-05'), 'away', at(t, day('2026-03-05'), '17:00'));
  await answer(t, group, anna, day('2026-03-10'), 'away', at(t, day('2026-03-10'), '12:00'));
  await answer(t, group, anna, day('2026-03-04'), 'present', at(t, day('2026-03-01'), '10:00'));
  await answer(t, group, anna, day('2026-03-12'), 'present', at(t, day('2026-03-01'), '10:00'));
  // Ben: away for the 3rd (came anyway), no answer for the 5th (came), present for the 10th.
  await answer(t, group, ben, day('2026-03-03'), 'away', at(t, day('2026-03-02'), '10:00'));
  await answer(t, group, ben, day('2026-03-10'), 'present', at(t, day('2026-03-09'), '10:00'));

  // Finn, a former member: present for the 3rd (and came), left on the 6th.
  const finnUser = await t.createUser({ displayName: 'Finn Former' });
  const [finn] = await t.db
    .insert(groupPeople)
    .values({
      groupId: group.id,
      userId: finnUser.user.id,
      leftAt: at(t, day('2026-03-06'), '12:00'),
    })
    .returning({ id: groupPeople.id });
  // A deleted account: present for the 5th, did not come.
  const [deleted] = await t.db
    .insert(groupPeople)
    .values({
      groupId: group.id,
      userId: null,
      deletedNumber: 1,
      leftAt: at(t, day('2026-03-08'), '12:00'),
    })
    .returning({ id: groupPeople.id });
  await t.db.insert(pastAnswers).values([
    {
      groupId: group.id,
      personId: finn!.id,
      day: day('2026-03-03'),
      attendance: true,
      answeredAt: at(t, day('2026-03-02'), '09:00'),
    },
    {
      groupId: group.id,
      personId: deleted!.id,
      day: day('2026-03-05'),
      attendance: true,
      answeredAt: at(t, day('2026-03-04'), '09:00'),
    },
  ]);

  const annaId = await personOf(t, group.id, anna.user.id);
  const benId = await personOf(t, group.id, ben.user.id);
  const cleoId = await personOf(t, group.id, cleo.user.id);
  await rollCall(t, group.id, day('2026-03-03'), [
    [annaId, true],
    [benId, true],
    [cleoId, true],
    [finn!.id, true],
  ]);
  await rollCall(t, group.id, day('2026-03-05'), [
    [benId, true],
    [cleoId, false],
  ]);
  return {
    group,
    anna,
    ben,
    cleo,
    finnName: 'Finn Former',
    ids: { anna: annaId, ben: benId, cleo: cleoId, finn: finn!.id, deleted: deleted!.id },
  };
}
