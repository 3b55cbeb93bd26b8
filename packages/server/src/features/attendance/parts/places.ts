import { sql, type SQL } from 'drizzle-orm';
import type { Day } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import { isRetryableConflict } from '../../../db/errors.ts';
import { attendances, dayPlaces } from '../../../db/schema.ts';
import { notifications } from '../../../db/schema-delivery.ts';
import { step, type Step } from '../../../db/steps.ts';
import { inboxChanged } from '../../../live-events/outgoing.ts';

// A limited day's places in a row of their own (docs/decisions/059-day-places-in-a-row.md): the
// member's write takes or frees a place, and lets the first waiting in, inside the day change's
// one statement. It locks the days' `day_places` rows first (in day order) and reads them as
// they are after every earlier commit (a row lock waits for the writer before it and then sees
// its row), so two members answering for the last place at once, on any instance, are served
// one after the other; the locks end with the statement's own commit, with no round trip of
// Node while they are held. First, not later: a promotion locks the row and then the promoted
// member's record, so a write that locked its member's records first and then a row would
// deadlock with the promotion of that member (measured: seconds, docs/performance.md).
//
// The statement's snapshot is older than the row it locked, so it must not trust what it reads of
// other records: the row alone decides, and where the row is missing or the records it names
// cannot be moved (a record the snapshot cannot see yet, a row gone stale after a membership
// ended) the statement raises `day_places_retry` before it commits anything. The caller then
// counts those days again from the records (recountDays, under the days' advisory locks, with a
// snapshot taken after them) and runs the statement anew.

/**
 * The member's change on each limited day: `day`, `lim` (the limit), `time` (the training's
 * start or null, for the card), `was_present`, `now_present`.
 */
export interface PlaceMoves {
  groupId: string;
  userId: string;
  days: readonly Day[];
  /**
   * True when the statement wrote over a record of the member that its snapshot did not see
   * (their own write just committed): its `moves` were then wrong, and it must run again.
   */
  stale: SQL;
  /** A query with the columns above, for the days the statement writes (read after `locked`). */
  moves: SQL;
}

const steps = {
  locked: step('places_locked'),
  moves: step('places_moves'),
  placed: step('places_placed'),
  stored: step('places_stored'),
  letIn: step('places_let_in'),
  promoted: step('places_promoted'),
  cards: step('places_cards'),
};

/** First in the statement: the days' rows under lock, current as of the lock. */
export function lockedPlaces(groupId: string, days: readonly Day[]): { step: Step; cte: SQL } {
  const dayList = `{${[...days].sort().join(',')}}`;
  return {
    step: steps.locked,
    cte: steps.locked.as(
      sql`select day, taken, waitlist from ${dayPlaces}
        where group_id = ${groupId}::uuid and day = any(${dayList}::date[])
        order by day for update`,
      { materialized: true },
    ),
  };
}

/**
 * The steps after the member's previous records were read (`moves` reads them): per day the
 * member joins (appended to the waitlist) or leaves (their place or their waitlist place
 * freed), then the first waiting fill the free places. `placed` holds per changed day whether
 * its row was found, the new `taken` and `waitlist`, and `let_in` (the waiting let in, the
 * member themselves when their own answer found a free place).
 */
export function placesSteps(args: PlaceMoves & { now: Date }) {
  const { groupId, userId, now } = args;
  const me = sql`${userId}::uuid`;
  const placed = sql`
    select m.day, l.day is not null as found, s.t + k.n as taken,
      coalesce(s.w[k.n + 1:], '{}') as waitlist, coalesce(s.w[1:k.n], '{}') as let_in
    from ${steps.moves} m
      left join ${steps.locked} l on l.day = m.day
      cross join lateral (
        select case when m.now_present then array_append(array_remove(l.waitlist, ${me}), ${me})
            else array_remove(l.waitlist, ${me}) end as w,
          l.taken - (m.was_present and not m.now_present
            and not coalesce(${me} = any(l.waitlist), false))::int as t
      ) s
      cross join lateral (
        select greatest(0, least(m.lim - s.t, coalesce(cardinality(s.w), 0)))::int as n
      ) k
    where m.was_present is distinct from m.now_present`;
  const ctes = sql`
    ${steps.moves.as(args.moves)},
    ${steps.placed.as(placed, { materialized: true })},
    ${steps.stored.as(sql`
      update ${dayPlaces} p set taken = x.taken, waitlist = x.waitlist
      from ${steps.placed} x
      where x.found and p.group_id = ${groupId}::uuid and p.day = x.day
      returning p.day`)},
    ${steps.letIn.as(sql`
      select x.day, u.user_id from ${steps.placed} x, unnest(x.let_in) as u(user_id)
      where u.user_id <> ${me}`)},
    ${steps.promoted.as(sql`
      update ${attendances} a set waiting_since = null
      from ${steps.letIn} i
      where a.group_id = ${groupId}::uuid and a.day = i.day and a.user_id = i.user_id
        and a.attendance and a.waiting_since is not null
      returning a.day, a.user_id`)},
    -- "You're in" (ADR 045): in the slot a reminder of that day would use, which it replaces.
    ${steps.cards.as(sql`
      insert into ${notifications} as n
        (recipient_id, actor_id, group_id, day, attendance, kind, details, is_read, updated_at)
      select p.user_id, p.user_id, ${groupId}::uuid, p.day, true, 'promoted',
        jsonb_build_object('promoted', jsonb_build_object('time', t.time)), false,
        ${now.toISOString()}::timestamptz
      from ${steps.promoted} p
        left join ${steps.moves} t on t.day = p.day
      on conflict (recipient_id, actor_id, group_id, day) do update
        set kind = 'promoted', details = excluded.details, attendance = true, is_read = false,
          updated_at = excluded.updated_at
      returning 1`)}`;
  return {
    ctes,
    placed: steps.placed,
    /** The live events of the promotions, for the statement's event store (after its own). */
    events: sql`
      select 2, ${groupId}::uuid, '{}'::uuid[],
        jsonb_build_object('type', 'attendance.changed', 'groupId', ${groupId}::text,
          'userId', p.user_id::text, 'day', to_char(p.day, 'YYYY-MM-DD'))
      from ${steps.promoted} p
      union all
      select 3, null::uuid, array_agg(distinct p.user_id),
        ${JSON.stringify(inboxChanged([]).payload)}::jsonb
      from ${steps.promoted} p having count(*) > 0`,
    /**
     * Output columns: `promoted` (`[{ day, user_id }]`) and `places_retry`, which raises before
     * the commit when the statement cannot be trusted (a changed day without its row, or a
     * waiting member the row names whose record it could not move).
     */
    outcome: sql`(select coalesce(json_agg(json_build_object(
        'day', to_char(day, 'YYYY-MM-DD'), 'user_id', user_id)), '[]') from ${steps.promoted})
        as promoted,
      (select case
        when exists (select 1 from ${steps.placed} where not found)
          then day_places_retry('missing')
        when ${args.stale} then day_places_retry('stale')
        when (select count(*) from ${steps.promoted}) <> (select count(*) from ${steps.letIn})
          or (select count(*) from ${steps.stored}) <> (select count(*) from ${steps.placed})
          then day_places_retry('moved')
        end) as places_retry`,
    /** The member's waitlist place on `day` after the statement (1 is next), or null. */
    placeOf: (day: Day) => sql`coalesce(
      (select array_position(waitlist, ${me}) from ${steps.placed} where day = ${day}::date),
      (select array_position(waitlist, ${me}) from ${steps.locked} where day = ${day}::date
        and not exists (select 1 from ${steps.placed} where day = ${day}::date)))`,
    /** The member's own record's waiting_since on a day (`dayExpr`) when the statement placed it. */
    waiting: (dayExpr: SQL) => ({
      value: sql`(select case when ${me} = any(x.waitlist) then clock_timestamp() end
        from ${steps.placed} x where x.day = ${dayExpr})`,
      decided: sql`exists (select 1 from ${steps.placed} x where x.day = ${dayExpr})`,
    }),
  };
}

/** Takes the days' advisory locks until the transaction ends, in day order (so two takers never
 *  wait on each other crosswise), in one round trip; every instance shares the database. */
export async function lockDays(tx: Database, groupId: string, days: readonly Day[]): Promise<void> {
  if (days.length === 0) return;
  const keys = [...new Set(days)].sort().map((day) => `${groupId}/${day}`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(k, 45))
    from unnest(${`{${keys.join(',')}}`}::text[]) with ordinality as u(k, n) order by n`);
}

/**
 * The group's lock that keeps a recount and a forgetting apart (recountDays takes it shared,
 * forgetting exclusive): a recount must not count the records of a member whose membership is
 * ending in a transaction not yet committed, and a forgetting must not miss a row a recount is
 * writing. Take it before the rows and the days' locks; `mode` exclusive to forget.
 */
export function lockPlacesOf(groupIds: SQL, mode: 'shared' | 'exclusive'): SQL {
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  return sql`select ${lock}(hashtextextended(g.id::text, 59))
    from (select distinct id from (${groupIds}) as i(id) order by id) g`;
}

/** A promotion the statement made, for its push after the commit. */
export interface PromotedRow {
  day: Day;
  user_id: string;
}

/**
 * Runs a day write's statement (built fresh each time by `run`), counting its days again and
 * running it anew when it raised `day_places_retry` (see above). A few attempts: each recount
 * makes the rows true as of its commit, but under many writers of the same days a waiting
 * member's new record can again be too young for the next attempt's snapshot.
 */
export async function withDayPlaces<T>(
  db: Database,
  args: { groupId: string; days: readonly Day[] },
  run: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isPlacesRetry(error) || attempt >= 8) throw error;
      await recountDays(db, args.groupId, args.days);
    }
  }
}

// Also a deadlock: a waiting member's own write (their records first, then the day's row) meeting
// a promotion of them (the row first, then their record); PostgreSQL ends one of the two.
function isPlacesRetry(error: unknown): boolean {
  return isRetryableConflict(error);
}

/**
 * Counts days' places again from the records: under the days' advisory locks (which the other
 * recounts and a schedule change's settling take), their rows created or locked in day order,
 * then counted in a statement whose snapshot follows those locks, so it sees every write that
 * moved a place before it; a write still running holds its own row and moves it after this.
 */
export async function recountDays(
  db: Database,
  groupId: string,
  days: readonly Day[],
): Promise<void> {
  if (days.length === 0) return;
  const dayList = `{${[...new Set(days)].sort().join(',')}}`;
  await db.transaction(async (tx) => {
    await tx.execute(lockPlacesOf(sql`select ${groupId}::uuid`, 'shared'));
    await lockDays(tx, groupId, days);
    await tx.execute(sql`
      insert into ${dayPlaces} (group_id, day)
      select ${groupId}::uuid, d from unnest(${dayList}::date[]) as d order by d
      on conflict (group_id, day) do update set taken = ${dayPlaces.taken}`);
    await tx.execute(sql`
      update ${dayPlaces} p set taken = c.taken, waitlist = c.waitlist
      from (
        select d.day,
          count(a.user_id) filter (where a.waiting_since is null)::int as taken,
          coalesce(array_agg(a.user_id order by a.waiting_since, a.user_id)
            filter (where a.waiting_since is not null), '{}') as waitlist
        from unnest(${dayList}::date[]) as d(day)
          left join ${attendances} a
            on a.group_id = ${groupId}::uuid and a.day = d.day and a.attendance
        group by d.day
      ) c
      where p.group_id = ${groupId}::uuid and p.day = c.day`);
  });
}

/**
 * Forgets a group's rows from `from` on (all when unset): they are counted again when next
 * needed. Its transaction holds lockPlacesOf(…, 'exclusive') from an earlier statement.
 */
export function forgetPlaces(groupId: SQL, from?: Day): SQL {
  return sql`delete from ${dayPlaces} where (group_id, day) in (
    select group_id, day from ${dayPlaces}
    where group_id in (${groupId}) ${from ? sql`and day >= ${from}::date` : sql``}
    order by group_id, day for update)`;
}
