import Fastify, { type FastifyInstance } from 'fastify';

// The bare baseline of the mixed-load benchmark (issue 7): a Fastify app without plugins,
// sessions, validation or live events, whose handlers each run one SQL statement (each
// operation's principal one, as the real app's feature code writes it) on the same database
// through the same driver and answer its rows as JSON. The caller is named by the same bearer
// token as in the real app, looked up in memory (no session query). What the real app does on
// top (session and membership checks, schemas, the second statements, the inbox fan-out, live
// events, compression) is what the ratio ours/baseline prices.

/** node-postgres Pool.query and PGlite.query share this shape. */
export type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** listGroupsOfUser (features/groups/data.ts). */
const GROUPS_OF_USER = `
  select g.id, g.name, g.location, g.description, g.owner_id, g.created_at, g.updated_at,
    u.display_name,
    (select count(*)::int from group_members where group_members.group_id = g.id) as member_count
  from group_members m
  join groups g on g.id = m.group_id
  join users u on u.id = g.owner_id
  where m.user_id = $1`;

/** listAttendanceByMember (features/attendance/data.ts): the calendar's aggregate. */
const ATTENDANCE_BY_MEMBER = `
  select user_id,
    string_agg((day - $1::date)::text || case when attendance then '+' else '-' end, ',') as days,
    (json_object_agg((day - $1::date), note) filter (where note is not null))::text as notes
  from attendances
  where group_id = $2 and day between $3 and $4
  group by user_id
  order by user_id`;

/** setAttendance (features/attendance/mutations.ts), present or away: read, lock, upsert. */
const UPSERT_ATTENDANCE = `
  with previous as materialized (
    select attendance, note from attendances
    where group_id = $1 and user_id = $2 and day = $3 for update
  ), written as (
    insert into attendances (group_id, user_id, day, attendance, note, updated_at)
    select $1::uuid, $2::uuid, $3::date, $4::boolean, $5::text, $6::timestamptz
    where not exists (
      select 1 from previous where attendance = $4::boolean and note is not distinct from $5::text
    )
    on conflict (group_id, user_id, day) do update
      set attendance = excluded.attendance, note = excluded.note, updated_at = excluded.updated_at
    returning 1
  )
  select (select attendance from previous) as previous_attendance,
    (select note from previous) as previous_note,
    (select count(*) from written)::int as written`;

/** setAttendance, undecided: the record goes. */
const DELETE_ATTENDANCE = `
  delete from attendances where group_id = $1 and user_id = $2 and day = $3
  returning attendance, note`;

/** listInbox (features/notifications/data.ts), the first page. */
const INBOX_PAGE = `
  select n.id, n.is_read, n.updated_at, n.group_id, g.name, a.display_name, n.day, n.attendance
  from notifications n
  join groups g on g.id = n.group_id
  join users a on a.id = n.actor_id
  where n.recipient_id = $1
  order by n.updated_at desc nulls last, n.id desc nulls last
  limit $2`;

/** countUnread (features/notifications/data.ts). */
const UNREAD_COUNT = `
  select count(*)::int as count from notifications where recipient_id = $1 and not is_read`;

/** markNotificationRead (features/notifications/mutations.ts). */
const MARK_READ = `
  update notifications set is_read = true where id = $1 and recipient_id = $2 returning id`;

/** Each operation's bare route; the parameters are those the real app would pass. */
export const BASELINE_PATHS = {
  groups: '/bare/groups',
  calendar: '/bare/calendar/:groupId',
  markDay: '/bare/attendance/:groupId',
  inbox: '/bare/inbox',
  unread: '/bare/unread',
  markRead: '/bare/read/:id',
} as const;

export function buildBaselineApp(query: Query, userIdOfToken: Map<string, string>) {
  const app: FastifyInstance = Fastify({ logger: false });
  // Fastify's own parser refuses an empty JSON body; the app's clients send none to mark read.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body === '' ? undefined : JSON.parse(body as string));
  });
  const caller = (authorization: string | undefined) =>
    userIdOfToken.get(authorization?.slice('Bearer '.length) ?? '') ?? '';
  type Params = { groupId: string; id: string };
  type Search = { from: string; to: string; limit: string };

  app.get(
    BASELINE_PATHS.groups,
    async (request) => (await query(GROUPS_OF_USER, [caller(request.headers.authorization)])).rows,
  );
  app.get<{ Params: Params; Querystring: Search }>(BASELINE_PATHS.calendar, async (request) => {
    const { from, to } = request.query;
    return (await query(ATTENDANCE_BY_MEMBER, [from, request.params.groupId, from, to])).rows;
  });
  app.put<{ Params: Params; Body: { day: string; state: string; note?: string } }>(
    BASELINE_PATHS.markDay,
    async (request) => {
      const { day, state, note } = request.body;
      const key = [request.params.groupId, caller(request.headers.authorization), day];
      const result =
        state === 'undecided'
          ? await query(DELETE_ATTENDANCE, key)
          : await query(UPSERT_ATTENDANCE, [
              ...key,
              state === 'present',
              note ?? null,
              new Date().toISOString(),
            ]);
      return result.rows;
    },
  );
  app.get<{ Querystring: Search }>(
    BASELINE_PATHS.inbox,
    async (request) =>
      (
        await query(INBOX_PAGE, [
          caller(request.headers.authorization),
          Number(request.query.limit) + 1,
        ])
      ).rows,
  );
  app.get(
    BASELINE_PATHS.unread,
    async (request) => (await query(UNREAD_COUNT, [caller(request.headers.authorization)])).rows,
  );
  app.post<{ Params: Params }>(BASELINE_PATHS.markRead, async (request, reply) => {
    const { rows } = await query(MARK_READ, [
      request.params.id,
      caller(request.headers.authorization),
    ]);
    return rows.length > 0 ? reply.code(204).send() : reply.code(404).send();
  });
  return app;
}
