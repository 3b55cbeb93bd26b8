import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Day } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { attendances } from '../../db/schema.ts';
import { groupPeople, pastAnswers, rollCalls } from '../../db/schema-record.ts';
import { step, type Step } from '../../db/steps.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Writes of the season's record (docs/decisions/049-roll-call-and-closed-days.md,
// 050-history-that-holds.md): a person's row as they join and go, their answers kept when the
// membership ends, and a day's roll call. Each runs inside the transaction (or statement) of the
// change it belongs to, so the record never disagrees with the membership.

/**
 * A member joins (or creates the group): their row in the record, `left_at` cleared on a rejoin,
 * and the answers kept from before moved back among the member's own (a current member's
 * answers are all in attendances). Run after the membership row is written.
 */
export async function personJoins(tx: Database, groupId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    with person as (
      insert into ${groupPeople} (group_id, user_id) values (${groupId}::uuid, ${userId}::uuid)
      on conflict (group_id, user_id) do update set left_at = null
      returning id
    ),
    back as (
      delete from ${pastAnswers} pa using person p where pa.person_id = p.id
      returning pa.day, pa.attendance, pa.note, pa.answered_at, pa.dropped_at
    )
    insert into ${attendances}
      (group_id, user_id, day, attendance, note, updated_at, answered_at, dropped_at)
    select ${groupId}::uuid, ${userId}::uuid, day, attendance, note, answered_at, answered_at,
      dropped_at
    from back
    on conflict (group_id, user_id, day) do nothing`);
}

/** The step that keeps a leaving member's history (`historyKept`'s, read by the statement). */
export const keptPeople = step('kept_people');
const keptAnswers = step('kept_answers');

/**
 * Common table expressions for the statement that ends memberships (`ended` returns `group_id`
 * and `user_id` of each membership deleted): the person's row gets `left_at`, and their answers
 * on days before `today` move to past_answers (the membership's rows go by foreign key at the
 * end of the statement; every step reads the rows as they were before it).
 */
export function historyKept(ended: Step, today: Day, now: Date): SQL {
  return sql`
    ${keptPeople.as(sql`
      insert into ${groupPeople} (group_id, user_id, left_at)
      select group_id, user_id, ${now.toISOString()}::timestamptz from ${ended}
      on conflict (group_id, user_id) do update set left_at = excluded.left_at
      returning id, group_id, user_id`)},
    ${keptAnswers.as(sql`
      insert into ${pastAnswers}
        (group_id, person_id, day, attendance, note, answered_at, dropped_at)
      -- When the answer was first given and when it dropped out, for the statistics
      -- (docs/product.md#statistics).
      select a.group_id, p.id, a.day, a.attendance, a.note,
        coalesce(a.answered_at, a.updated_at), a.dropped_at
      from ${attendances} a
      join ${keptPeople} p on p.group_id = a.group_id and p.user_id = a.user_id
      where a.day < ${today}::date
      on conflict (group_id, person_id, day) do update
        set attendance = excluded.attendance, note = excluded.note,
          answered_at = excluded.answered_at, dropped_at = excluded.dropped_at
      returning 1`)}`;
}

/**
 * Account deletion (features/account/parts/deletion.ts), before the account's row goes: in each
 * group it was in, its answers on past days are kept without notes, and its person gets the
 * group's next "Deleted member N" and loses the account (user_id is cleared, so nothing leads
 * back). Groups it only left before keep what they have, numbered the same way.
 */
export async function anonymisePerson(tx: Database, userId: string, today: Day): Promise<void> {
  await tx.execute(sql`
    update ${pastAnswers} set note = null
    where person_id in (select id from ${groupPeople} where user_id = ${userId}::uuid)`);
  await tx.execute(sql`
      insert into ${pastAnswers}
        (group_id, person_id, day, attendance, note, answered_at, dropped_at)
      select a.group_id, p.id, a.day, a.attendance, null,
        coalesce(a.answered_at, a.updated_at), a.dropped_at
      from ${attendances} a
      join ${groupPeople} p on p.group_id = a.group_id and p.user_id = a.user_id
      where a.user_id = ${userId}::uuid and a.day < ${today}::date
      on conflict (group_id, person_id, day) do update
        set attendance = excluded.attendance, note = null, answered_at = excluded.answered_at,
          dropped_at = excluded.dropped_at`);
  // One group at a time, its people locked: two deletions in one group take turns for N.
  const rows = await tx
    .select({ id: groupPeople.id, groupId: groupPeople.groupId })
    .from(groupPeople)
    .where(eq(groupPeople.userId, userId));
  for (const row of rows) {
    await tx.execute(sql`
      select 1 from ${groupPeople} where group_id = ${row.groupId}::uuid for update`);
    await tx.execute(sql`
      update ${groupPeople} set user_id = null,
        left_at = coalesce(left_at, ${new Date().toISOString()}::timestamptz),
        deleted_number = (
          select coalesce(max(deleted_number), 0) + 1 from ${groupPeople}
          where group_id = ${row.groupId}::uuid)
      where id = ${row.id}::uuid`);
  }
}

/**
 * Saves a day's roll call: one row per person on it (`people`), `came` for those in `came`;
 * `recorded_by` and `recorded_at` say who saved it last.
 */
export async function saveRollCall(
  tx: Database,
  args: {
    groupId: AuthorizedGroupId;
    day: Day;
    people: readonly string[];
    came: ReadonlySet<string>;
    recordedBy: string;
    now: Date;
  },
): Promise<void> {
  const { groupId, day, people, came, recordedBy, now } = args;
  if (people.length === 0) return;
  await tx
    .insert(rollCalls)
    .values(
      people.map((personId) => ({
        groupId,
        personId,
        day,
        came: came.has(personId),
        recordedBy,
        recordedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [rollCalls.groupId, rollCalls.personId, rollCalls.day],
      set: {
        came: sql`excluded.came`,
        recordedBy: sql`excluded.recorded_by`,
        recordedAt: sql`excluded.recorded_at`,
      },
    });
  // Someone on an earlier save who is no longer on the day's roll call keeps no stale row.
  await tx.delete(rollCalls).where(
    and(
      eq(rollCalls.groupId, groupId),
      eq(rollCalls.day, day),
      sql`${rollCalls.personId} not in (${sql.join(
        people.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    ),
  );
}
