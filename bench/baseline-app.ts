import Fastify, { type FastifyInstance } from 'fastify';
import type { DayInterval } from '@turnout/domain';
import type { Database } from '../packages/server/src/db/client.ts';
import { listAttendanceByMember } from '../packages/server/src/features/attendance/data.ts';
import { listGroupsOfUser } from '../packages/server/src/features/groups/data.ts';
import type { ChangeAttendanceArgs } from '../packages/server/src/features/attendance/mutations.ts';
import type { AuthorizedGroupId } from '../packages/server/src/http/gate.ts';
import { attendanceChangeStatement } from '../packages/server/src/features/attendance/parts/change.ts';
import { listInbox } from '../packages/server/src/features/notifications/data.ts';
import { markNotificationRead } from '../packages/server/src/features/notifications/mutations.ts';

// The bare baseline of the mixed-load benchmark (docs/performance.md): a Fastify app without plugins,
// sessions, validation or live-event delivery, whose handlers each run the same single SQL
// statement as the real app's operation, through the app's own data functions (so the two can
// never drift apart), on the same database, and answer its rows as JSON. The caller is named by
// the same bearer token as in the real app, looked up in memory (no session query). What the
// real app does on top (the session and membership checks, schemas, presenting the rows, the
// calendar's cache, waking the event streams, pushes, compression) is what the ratio
// ours/baseline prices.

/** Each operation's bare route; the parameters are those the real app would pass. */
export const BASELINE_PATHS = {
  groups: '/bare/groups',
  calendar: '/bare/calendar/:groupId',
  markDay: '/bare/attendance/:groupId',
  inbox: '/bare/inbox',
  markRead: '/bare/read/:id',
} as const;

export function buildBaselineApp(db: Database, userIdOfToken: Map<string, string>) {
  const app: FastifyInstance = Fastify({ logger: false });
  // Fastify's own parser refuses an empty JSON body; the app's clients send none to mark read.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body === '' ? undefined : JSON.parse(body as string));
  });
  const caller = (authorization: string | undefined) =>
    userIdOfToken.get(authorization?.slice('Bearer '.length) ?? '') ?? '';
  // The baseline checks nobody's membership; the ids come from the benchmark's own seed.
  const trusted = (groupId: string) => groupId as AuthorizedGroupId;
  type Params = { groupId: string; id: string };

  app.get(BASELINE_PATHS.groups, (request) =>
    listGroupsOfUser(db, caller(request.headers.authorization)),
  );
  app.get<{ Params: Params; Querystring: DayInterval }>(BASELINE_PATHS.calendar, (request) =>
    listAttendanceByMember(db, trusted(request.params.groupId), request.query),
  );
  app.put<{ Params: Params; Body: Pick<ChangeAttendanceArgs, 'day' | 'state' | 'note'> }>(
    BASELINE_PATHS.markDay,
    async (request) => {
      const { statement } = attendanceChangeStatement({
        groupId: trusted(request.params.groupId),
        userId: caller(request.headers.authorization),
        ...request.body,
        now: new Date(),
        // As a member's own answer: the statement queues the group's webhooks (none here).
        webhook: true,
      });
      return ((await db.execute(statement)) as unknown as { rows: unknown[] }).rows;
    },
  );
  app.get<{ Querystring: { limit: string } }>(BASELINE_PATHS.inbox, (request) =>
    listInbox(db, caller(request.headers.authorization), {
      limit: Number(request.query.limit),
      after: undefined,
    }),
  );
  app.post<{ Params: Params }>(BASELINE_PATHS.markRead, async (request, reply) => {
    const marked = await markNotificationRead(
      db,
      caller(request.headers.authorization),
      request.params.id,
    );
    return reply.code(marked ? 204 : 404).send();
  });
  return app;
}
