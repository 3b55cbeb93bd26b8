import { sql } from 'drizzle-orm';
import { trainingRulesOn, type Day } from '@turnout/domain';
import { groupMembers, removedMemberships } from '../../../db/schema.ts';
import { groupMutes, notifications } from '../../../db/schema-delivery.ts';
import { eventStore, notifyStoredEvents } from '../../../live-events/event-store.ts';
import { inboxChanged, memberRemoved } from '../../../live-events/outgoing.ts';
import type { Realtime } from '../../../live-events/realtime.ts';
import type { AuthorizedGroupId } from '../../../http/gate.ts';
import type { PushService } from '../../push/parts/push-service.ts';
import { historyKept } from '../../record/mutations.ts';
import { step } from '../../../db/steps.ts';
import { forgetPlaces, lockPlacesOf } from '../../attendance/parts/places.ts';
import { notifyPromoted, settleWaitingDays } from '../../attendance/parts/waitlist.ts';
import { readSchedule } from '../../groups/data.ts';

// A membership's end (leave, or removal by the owner) with what follows from it, in one statement
// (ADR 009): the member row goes (their answers and inbox with it, by foreign key; the answers of
// past days are kept in the group's history first, record/mutations.ts), the owner's
// inbox gets an entry saying so, and the live events (`member.removed` for the group and the
// member, the owner's inbox change) are stored; after the commit, the owner's devices get the
// push (a muted owner gets neither entry nor push). A removal by the owner is also remembered, so
// that account cannot rejoin through the group's link (which stays as it is) until the owner lets
// it back, and the removed member gets an entry saying so
// (docs/decisions/031-removal-keeps-the-link.md). The owner's own row is never deleted here: a
// group keeps its owner until it is deleted. The group's places rows of limited days are
// forgotten, to be counted again without the member (docs/decisions/059-day-places-in-a-row.md),
// and a place they held from today on goes to the first waiting at once, in the same
// transaction, as when a present member drops out (docs/product.md#coaches-and-hand-over).

export interface EndMembershipArgs {
  groupId: AuthorizedGroupId;
  userId: string;
  /** `left` when the member ended it, `removed` when the owner did. */
  kind: 'left' | 'removed';
  /** Today in the app's zone: the day the owner's entry is about. */
  day: Day;
  now: Date;
}

/** Returns false when the user was not a member or coach (the owner's row stays). */
export async function endMembership(
  deps: { realtime: Realtime; push: PushService },
  args: EndMembershipArgs,
): Promise<boolean> {
  const { groupId, userId, kind, day, now } = args;
  const removed = memberRemoved(groupId, userId);
  // The member's past answers stay in the group's history (docs/decisions/050-history-that-holds.md).
  const ended = step('removed');
  // The group's places lock first (attendance/parts/places.ts), in a statement of its own so the
  // one below sees every recount before it.
  const { result, promotions } = await deps.realtime.write(async (db, announce) => {
    await db.execute(lockPlacesOf(sql`select ${groupId}::uuid`, 'exclusive'));
    const statement = await db.execute(sql`
    with places_forgotten as (${forgetPlaces(sql`${groupId}::uuid`)} returning 1),
    removed as (
      delete from ${groupMembers}
      where group_id = ${groupId}::uuid and user_id = ${userId}::uuid and role <> 'owner'
        -- The group's places rows go first (the day writes' lock order, attendance/parts/places.ts).
        and (select count(*) from places_forgotten) >= 0
      returning group_id, user_id
    ),
    ${historyKept(ended, day, now)},
    remembered as (
      insert into ${removedMemberships} (group_id, user_id, removed_at)
      select group_id, user_id, ${now.toISOString()}::timestamptz from removed
      where ${kind} = 'removed'
      on conflict (group_id, user_id) do update set removed_at = excluded.removed_at
      returning group_id, user_id
    ),
    -- The removed member's own entry, from the owner: it lives as long as the removal is
    -- remembered (its foreign key), so the member learns why the group is gone.
    notice as (
      insert into ${notifications} as n
        (recipient_id, actor_id, group_id, day, attendance, kind, is_read, updated_at)
      select m.user_id, o.user_id, m.group_id, ${day}::date, null, 'removal', false,
        ${now.toISOString()}::timestamptz
      from remembered m
      join ${groupMembers} o on o.group_id = m.group_id and o.role = 'owner'
      on conflict (recipient_id, actor_id, group_id, day) do update
        set is_read = false, updated_at = excluded.updated_at
      returning n.recipient_id
    ),
    inbox as (
      -- One entry per owner, member, group and day, like an answer's: it replaces that day's.
      insert into ${notifications} as n
        (recipient_id, actor_id, group_id, day, attendance, kind, is_read, updated_at)
      select o.user_id, r.user_id, r.group_id, ${day}::date, null, ${kind}, false,
        ${now.toISOString()}::timestamptz
      from removed r
      join ${groupMembers} o on o.group_id = r.group_id and o.role = 'owner'
      where not exists (
        select 1 from ${groupMutes} g where g.group_id = o.group_id and g.user_id = o.user_id
      )
      on conflict (recipient_id, actor_id, group_id, day) do update
        set attendance = null, kind = excluded.kind, is_read = false,
          updated_at = excluded.updated_at
      returning n.recipient_id
    ),
    ${eventStore(sql`
      select 0, r.group_id, array[r.user_id], ${JSON.stringify(removed.payload)}::jsonb
      from removed r
      union all
      select 1, null::uuid, array[i.recipient_id], ${JSON.stringify(inboxChanged([]).payload)}::jsonb
      from (select recipient_id from inbox union all select recipient_id from notice) i
    `)}
    select (select count(*)::int from removed) as removed,
      (select coalesce(to_json(array_agg(recipient_id)), '[]') from inbox) as recipient_ids,
      ${notifyStoredEvents} as last_event_id`);
    const [done] = (statement as unknown as { rows: { removed: number }[] }).rows;
    if (!done?.removed) return { result: statement, promotions: [] };
    const schedule = await readSchedule(db, groupId);
    const promotions = await settleWaitingDays(db, announce, {
      groupId,
      from: day,
      rulesOn: (on) => trainingRulesOn(schedule, on),
      now,
    });
    return { result: statement, promotions };
  });
  const [row] = (result as unknown as { rows: { removed: number; recipient_ids: string[] }[] })
    .rows;
  if (!row?.removed) return false;
  notifyPromoted(deps.push, groupId, promotions);
  deps.push.notifyMembershipEnd({
    actorId: userId,
    groupId,
    day,
    kind,
    recipientIds: row.recipient_ids,
  });
  return true;
}
