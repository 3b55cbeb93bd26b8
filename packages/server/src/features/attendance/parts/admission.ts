import { sql } from 'drizzle-orm';
import { EMPTY_SCHEDULE, type GroupRole, type Schedule } from '@turnout/domain';
import type { WriteRateLimitConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { preparedStatement } from '../../../db/prepared.ts';
import { groups } from '../../../db/schema.ts';
import { accessOfRole, isUuid, membershipRoleSql, type GroupAccess } from '../../../http/gate.ts';
import {
  countAndSpendSteps,
  pruneCountersNowAndThen,
  WRITE_LIMIT_PREFIX,
} from '../../../http/rate-limit-store.ts';
import { writeLimitExhausted } from '../../../http/write-limits.ts';

// What a member's own day write passes before its statement, in one round trip
// (docs/decisions/065-a-day-write-in-two-round-trips.md): the write limits' count of requests
// and allowance of days (http/write-limits.ts, counted as writeLimit and dayWriteLimit count),
// the membership (http/gate.ts) and the group's schedule (the day's rules: limit and deadline,
// ADR 045/046). Four round trips before, each planned anew; now one prepared statement. The
// refusals come in the order they always had: too many requests, too many days, not a member.

const placeholder = (name: string) => sql.placeholder(name);

const steps = countAndSpendSteps({
  requestKey: sql`${placeholder('requestKey')}`,
  daysKey: sql`${placeholder('daysKey')}`,
  at: sql`${placeholder('at')}`,
  resetsAt: sql`${placeholder('resetsAt')}`,
  amount: sql`${placeholder('amount')}`,
  maxRequests: sql`${placeholder('maxRequests')}`,
  maxDays: sql`${placeholder('maxDays')}`,
});
const groupId = sql`${placeholder('groupId')}`;
const role = membershipRoleSql(groupId, sql`${placeholder('userId')}`);

interface AdmissionRow {
  request_hits: number;
  request_resets_at_ms: number;
  days_resets_at_ms: number | null;
  days_held_resets_at_ms: number | null;
  member_role: GroupRole | null;
  schedule: Schedule | null;
}

// The group's schedule only for a member: nothing of a group reaches a caller who is not in it.
const admissionStatement = preparedStatement<AdmissionRow>(
  'day_write_admission',
  sql`with ${steps.ctes}
    select ${steps.columns}, ${role} as member_role,
      (select g.schedule from ${groups} g where g.id = ${groupId}::uuid and ${role} is not null)
        as schedule`,
);

/**
 * Counts a member's day write against their limits and reads their membership and the group's
 * schedule; throws 429 (with retry-after on `reply`), 404 or 403 removed-from-group as the
 * separate checks did.
 */
export async function admitDayWrite(
  db: Database,
  reply: { header(name: string, value: string): unknown },
  args: { groupId: string; userId: string; days: number; limits: WriteRateLimitConfig },
): Promise<{ access: GroupAccess; schedule: Schedule }> {
  const { limits, userId } = args;
  // The app's clock, not the database's: the limits and their tests live by Date.now().
  const now = Date.now();
  await pruneCountersNowAndThen(db, now);
  const [row] = await admissionStatement(db).execute({
    requestKey: `${WRITE_LIMIT_PREFIX}attendance:${userId}`,
    daysKey: `${WRITE_LIMIT_PREFIX}attendance-days:${userId}`,
    at: new Date(now).toISOString(),
    resetsAt: new Date(now + limits.windowMs).toISOString(),
    amount: args.days,
    maxRequests: limits.attendance,
    maxDays: limits.attendanceDays,
    groupId: isUuid(args.groupId) ? args.groupId : null,
    userId,
  });
  const ttl = (resetsAtMs: number | null) =>
    resetsAtMs === null ? limits.windowMs : Math.max(0, Math.round(resetsAtMs - now));
  if (row!.request_hits > limits.attendance) {
    writeLimitExhausted(reply, 'attendance', Math.ceil(ttl(row!.request_resets_at_ms) / 1000));
  }
  if (row!.days_resets_at_ms === null) {
    writeLimitExhausted(reply, 'attendance', Math.ceil(ttl(row!.days_held_resets_at_ms) / 1000));
  }
  const access = await accessOfRole(db, args.groupId, userId, row!.member_role);
  return { access, schedule: row!.schedule ?? EMPTY_SCHEDULE };
}
