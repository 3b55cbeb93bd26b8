import { sql } from 'drizzle-orm';
import type { Day } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { attendances, groupMembers, users } from '../../db/schema.ts';
import { groupPeople, pastAnswers, rollCalls } from '../../db/schema-record.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Reads of the season's record (docs/decisions/049-roll-call-and-closed-days.md,
// 050-history-that-holds.md).

/** A person on a day's roll call, as read: who, what they answered, what was recorded. */
export interface RollCallRow {
  personId: string;
  userId: string | null;
  displayName: string | null;
  deletedNumber: number | null;
  /** Whether they are a member now. */
  member: boolean;
  /** The day's answer (null: none), from attendances or, for a former member, past_answers. */
  attendance: boolean | null;
  /** The place on the day's waitlist, when still waiting. */
  waiting: number | null;
  /** The day's record (null: no row). */
  came: boolean | null;
  recordedAt: Date | null;
  recordedBy: string | null;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Everyone on a day's roll call: the members, and the people no longer members who answered that
 * day or are in its record. One row each, the day's answer and record beside.
 */
export async function readRollCall(
  db: Database,
  groupId: AuthorizedGroupId,
  day: Day,
): Promise<RollCallRow[]> {
  const result = await db.execute(sql`
    with people as (
      select p.id, p.user_id, p.deleted_number, (m.user_id is not null) as member
      from ${groupPeople} p
      left join ${groupMembers} m on m.group_id = p.group_id and m.user_id = p.user_id
      where p.group_id = ${groupId}::uuid and (
        m.user_id is not null
        or exists (select 1 from ${rollCalls} r
          where r.group_id = p.group_id and r.person_id = p.id and r.day = ${day}::date)
        or exists (select 1 from ${pastAnswers} pa
          where pa.group_id = p.group_id and pa.person_id = p.id and pa.day = ${day}::date))
    ),
    waiting as (
      select user_id,
        row_number() over (order by waiting_since, user_id)::int as place
      from ${attendances}
      where group_id = ${groupId}::uuid and day = ${day}::date and waiting_since is not null
    )
    select p.id as "personId", p.user_id as "userId", u.display_name as "displayName",
      p.deleted_number as "deletedNumber", p.member,
      coalesce(a.attendance, pa.attendance) as attendance,
      w.place as waiting,
      r.came, r.recorded_at as "recordedAt", r.recorded_by as "recordedBy"
    from people p
    left join ${users} u on u.id = p.user_id
    left join ${attendances} a
      on a.group_id = ${groupId}::uuid and a.user_id = p.user_id and a.day = ${day}::date
    left join ${pastAnswers} pa on pa.person_id = p.id and pa.day = ${day}::date
    left join waiting w on w.user_id = p.user_id
    left join ${rollCalls} r
      on r.group_id = ${groupId}::uuid and r.person_id = p.id and r.day = ${day}::date`);
  return rowsOf<RollCallRow & { recordedAt: Date | string | null }>(result).map((row) => ({
    ...row,
    recordedAt: row.recordedAt === null ? null : new Date(row.recordedAt),
  }));
}

/** The display name of an account, or null once it is gone. */
export async function displayNameOf(db: Database, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const result = await db.execute(
    sql`select display_name as name from ${users} where id = ${userId}::uuid`,
  );
  return rowsOf<{ name: string }>(result)[0]?.name ?? null;
}

/**
 * Members of the group without their row in the record (made outside the app's joining, such as
 * a bulk seed) get one, so every member can be on a roll call.
 */
export async function ensurePeople(db: Database, groupId: AuthorizedGroupId): Promise<void> {
  await db.execute(sql`
    insert into ${groupPeople} (group_id, user_id)
    select m.group_id, m.user_id from ${groupMembers} m
    where m.group_id = ${groupId}::uuid
      and not exists (select 1 from ${groupPeople} p
        where p.group_id = m.group_id and p.user_id = m.user_id)
    on conflict (group_id, user_id) do nothing`);
}

export interface HistoryRows {
  people: {
    personId: string;
    userId: string | null;
    displayName: string | null;
    deletedNumber: number | null;
    member: boolean;
  }[];
  answers: { personId: string; day: Day; attendance: boolean }[];
  came: { personId: string; day: Day; came: boolean }[];
}

/**
 * The group's history from `from` to `to`: the answers of people no longer members, the days'
 * records of everyone, and the people they name (members among them).
 */
export async function readHistory(
  db: Database,
  groupId: AuthorizedGroupId,
  interval: { from: Day; to: Day },
): Promise<HistoryRows> {
  const { from, to } = interval;
  const answers = rowsOf<HistoryRows['answers'][number]>(
    await db.execute(sql`
      select person_id as "personId", to_char(day, 'YYYY-MM-DD') as day, attendance
      from ${pastAnswers}
      where group_id = ${groupId}::uuid and day between ${from}::date and ${to}::date
      order by day, person_id`),
  );
  const came = rowsOf<HistoryRows['came'][number]>(
    await db.execute(sql`
      select person_id as "personId", to_char(day, 'YYYY-MM-DD') as day, came
      from ${rollCalls}
      where group_id = ${groupId}::uuid and day between ${from}::date and ${to}::date
      order by day, person_id`),
  );
  const people = rowsOf<HistoryRows['people'][number]>(
    await db.execute(sql`
      select p.id as "personId", p.user_id as "userId", u.display_name as "displayName",
        p.deleted_number as "deletedNumber", (m.user_id is not null) as member
      from ${groupPeople} p
      left join ${users} u on u.id = p.user_id
      left join ${groupMembers} m on m.group_id = p.group_id and m.user_id = p.user_id
      where p.group_id = ${groupId}::uuid
        and (exists (select 1 from ${pastAnswers} pa where pa.person_id = p.id
              and pa.day between ${from}::date and ${to}::date)
          or exists (select 1 from ${rollCalls} r where r.person_id = p.id
              and r.day between ${from}::date and ${to}::date))
      order by p.deleted_number nulls first, u.display_name, p.id`),
  );
  return { people, answers, came };
}

/** The record's person of a member (their id in roll calls), if they have one. */
export async function personIdsOf(
  db: Database,
  groupId: AuthorizedGroupId,
): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; userId: string }>(
    await db.execute(sql`
      select id, user_id as "userId" from ${groupPeople}
      where group_id = ${groupId}::uuid and user_id is not null`),
  );
  return new Map(rows.map((row) => [row.userId, row.id]));
}
