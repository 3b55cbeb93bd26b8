import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  addDays,
  attendanceEndpoints,
  WEEK_DAYS,
  coachingEndpoints,
  expandSeries,
  GROUP_MESSAGES,
  isAnswerClosed,
  isPastDay,
  today,
  trainingRulesOn,
  type Day,
  type IsoWeekday,
  type Schedule,
} from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';
import { toGroup } from '../../live-events/outgoing.ts';
import { rememberSetter } from '../coaching/mutations.ts';
import { findMemberRole } from '../members/data.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { writeLimit } from '../../http/write-limits.ts';
import {
  isUuid,
  requireMay,
  requireMember,
  runsTrainings,
  type GroupAccess,
} from '../../http/gate.ts';
import { route } from '../../http/route.ts';
import { changeAttendance } from './parts/change.ts';
import { answerOnce } from './parts/receipts.ts';
import { admitDayWrite } from './parts/admission.ts';
import { changeAttendanceSeries } from '../season/parts/series.ts';
import {
  listAttendanceByMember,
  readCalendarMembers,
  readScheduleForDayWrite,
  readWeek,
} from './data.ts';
import { presentChangedRecord, presentWeek } from './presenters.ts';
import { AttendanceReadCache } from './parts/read-cache.ts';
import { requireAnswerWindow, requireDayOpen, requireOpenAnswer } from './policy.ts';
import { changeLimitedAttendance } from './parts/waitlist.ts';
import { lagTolerantReader } from '../../http/read-routing.ts';
import type { FeatureRoutes } from '../../services.ts';

export const attendanceRoutes: FeatureRoutes<
  'db' | 'config' | 'realtime' | 'push' | 'webhooks'
> = async (app, { db, config, realtime, push, webhooks }) => {
  app.addHook('onRequest', requireSignedIn);
  const cache = new AttendanceReadCache();

  // Members read the group's records in a bounded interval (the schema rejects absurd ones),
  // packed per member (domain attendance-list.ts).
  // The answer is written as JSON text by attendanceListJson, whose tests check it against the
  // entry's schema; Fastify sends text as it is, so the schema describes it without encoding it.
  route(app, attendanceEndpoints.list, {}, async (request, reply) => {
    const access = await requireMember(db, request.params.groupId, requireUser(request).id);
    const reads = lagTolerantReader(db, request);
    const current = await readCalendarMembers(reads, access.groupId);
    const body = await cache.answer(access.groupId, request.query, current, () =>
      listAttendanceByMember(reads, access.groupId, request.query),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // My week across my groups (docs/product.md#my-week): one read of my own memberships, so
  // nothing of a group I am not in is reached.
  route(app, attendanceEndpoints.week, {}, async (request) => {
    const user = requireUser(request);
    // A week starts inside the answer window: no screen shows days beyond it.
    requireAnswerWindow(request.query.from);
    const interval = { from: request.query.from, to: addDays(request.query.from, WEEK_DAYS - 1) };
    const rows = await readWeek(lagTolerantReader(db, request), user.id, interval);
    const now = Date.now();
    return presentWeek(rows, interval, (schedule, day) =>
      isAnswerClosed(schedule, day, now, config.timeZone),
    );
  });

  // A member writes only their own days, behind the gate, inside the answer window
  // (policy.ts). One day or many count alike against the limit of requests; each day counts
  // against the limit of days (a repeating answer's days before cancelled dates are skipped:
  // the count is known before the group's schedule is read).
  const changeDeps = { db, realtime, push };
  type DaysBody = { day: Day } | { from: Day; to: Day; weekdays?: IsoWeekday[] | undefined };
  const span = (body: DaysBody) => ('day' in body ? { from: body.day, to: body.day } : body);
  const ownDays = {
    preHandler: [
      async (request: FastifyRequest) => {
        const { from, to } = span(request.body as DaysBody);
        requireAnswerWindow(from, to);
      },
    ],
  };
  // Both limits (as writeLimit and dayWriteLimit count them), the gate and the group's schedule
  // in one round trip (parts/admission.ts; docs/decisions/065-a-day-write-in-two-round-trips.md).
  async function ownDaysOf(
    request: FastifyRequest<{ Params: { groupId: string }; Body: DaysBody }>,
    reply: FastifyReply,
  ) {
    const user = requireUser(request);
    const { access, schedule } = await admitDayWrite(db, reply, {
      groupId: request.params.groupId,
      userId: user.id,
      days: 'day' in request.body ? 1 : expandSeries(request.body).length,
      limits: config.writeRateLimit,
    });
    return { user, access, schedule, target: { groupId: access.groupId, userId: user.id } };
  }

  // The day's rules (docs/decisions/045-training-limit-and-waitlist.md, 046-answer-deadline.md):
  // after the deadline only those who run the trainings may answer.
  function dayRules(access: GroupAccess, schedule: Schedule, day: Day) {
    const rules = trainingRulesOn(schedule, day);
    requireOpenAnswer(rules, day, {
      now: Date.now(),
      timeZone: config.timeZone,
      runsTrainings: runsTrainings(access),
    });
    // Any day that is over is closed to members' own answers as well (a training's deadline
    // above names its time; docs/decisions/049-roll-call-and-closed-days.md).
    requireDayOpen(day, today(config.timeZone), runsTrainings(access));
    return rules;
  }

  // A member sets their own day; the body cannot name anyone else. The other members' inbox
  // entries are written in the same transaction; live events and pushes follow the commit.
  // With an Idempotency-Key, a repeat of the same answer is answered from its receipt
  // (parts/receipts.ts; docs/decisions/055-idempotency-keys.md), after the same gate.
  // Its webhooks' deliveries are queued by the change's own statement (parts/change.ts).
  route(app, attendanceEndpoints.set, ownDays, async (request, reply) => {
    const { user, access, schedule, target } = await ownDaysOf(request, reply);
    const write = async () => {
      const rules = dayRules(access, schedule, request.body.day);
      const args = { ...target, ...request.body, webhook: true };
      // A day with a limit takes the waitlist's path (parts/waitlist.ts); every other the plain one.
      const change =
        rules?.limit != null
          ? await changeLimitedAttendance(changeDeps, args, rules)
          : await changeAttendance(changeDeps, args);
      if (change.webhooksQueued) webhooks.wake();
      return { record: presentChangedRecord(change, user.displayName) };
    };
    // The entry's header schema checked the key (one value; a list of them is refused).
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return write();
    const asked = { groupId: target.groupId, ...request.body };
    return answerOnce(db, { userId: user.id, key, request: asked }, write);
  });

  // A member answers many days at once (docs/decisions/022-season-planning.md): the same rules
  // as one day, counted once by the write limit, one inbox entry and push per other member.
  route(app, attendanceEndpoints.series, ownDays, async (request, reply) => {
    const { access, target } = await ownDaysOf(request, reply);
    // Days whose answers closed are kept as they are, unless the caller runs the trainings;
    // days that are over are kept for everyone: a repeating answer plans, it never rewrites
    // the record (docs/decisions/049-roll-call-and-closed-days.md).
    const now = Date.now();
    const todayDay = today(config.timeZone);
    const runs = runsTrainings(access);
    // Its webhooks' deliveries are queued by the series' own statement (season/parts/series.ts).
    const { days, kept, webhooksQueued } = await changeAttendanceSeries(changeDeps, {
      ...target,
      ...request.body,
      isClosed: (schedule, day) =>
        isPastDay(day, todayDay) || (!runs && isAnswerClosed(schedule, day, now, config.timeZone)),
      webhook: true,
    });
    if (webhooksQueued > 0) webhooks.wake();
    return { days, kept };
  });

  // The owner or a coach answers for a member (docs/product.md#coaches-and-hand-over): the same
  // change as the member's own (its webhook deliveries queued in its statement, ADR 067), then
  // the marker that shows "set by" the coach on the day sheet until the member answers themselves.
  const answerForOptions = {
    preHandler: [
      async (request: FastifyRequest) => requireAnswerWindow((request.body as { day: Day }).day),
      writeLimit(app, 'attendance', config.writeRateLimit),
    ],
  };
  route(app, coachingEndpoints.answerFor, answerForOptions, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'answer-for-member');
    const target = request.params.userId;
    if (!isUuid(target) || !(await findMemberRole(db, access.groupId, target))) {
      throw new ApiError('not-found', GROUP_MESSAGES.memberNotFound);
    }
    const now = new Date();
    const { day, state } = request.body;
    // A coach may answer after the deadline; a full day's waitlist holds for them too (ADR 045).
    const rules = dayRules(access, await readScheduleForDayWrite(db, access.groupId), day);
    const args = { groupId: access.groupId, userId: target, day, state, now, webhook: true };
    const change =
      rules?.limit != null
        ? await changeLimitedAttendance(changeDeps, args, rules)
        : await changeAttendance(changeDeps, args);
    if (change.webhooksQueued) webhooks.wake();
    if (change.changed) {
      await realtime.write(async (tx, announce) => {
        const marker = { groupId: access.groupId, userId: target, day, setBy: user.id };
        await rememberSetter(tx, { ...marker, setAt: now, gone: state === 'undecided' });
        announce(toGroup({ type: 'group.updated', groupId: access.groupId }));
      });
    }
    return reply.code(204).send();
  });
};
