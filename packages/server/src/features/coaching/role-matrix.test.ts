import { describe, expect, it } from 'vitest';
import {
  addDays,
  API_PATHS,
  COACH_MESSAGES,
  GROUP_MESSAGES,
  isoWeekdayOf,
  pathFor,
  statisticsEndpoints,
  recordEndpoints,
  today,
} from '@turnout/domain';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, groupTablesSnapshot, type TestGroup } from '../../test/group-factories.ts';
import { groupMembers } from '../../db/schema.ts';
import { answerSetters, handOverOffers, trainingNotes } from '../../db/schema-coaching.ts';
import { notifications } from '../../db/schema-delivery.ts';

// The role × action table (docs/product.md#roles-and-access) as a matrix: every route inside a
// group × owner, coach, member, former member (left), outsider. Each cell runs on a fresh group
// (an owner, a coach, two members, a removed account, a training day a week ahead); a refused
// request must leave every group table, the coaches' tables and every inbox as they were.

const ROLES = ['owner', 'coach', 'member', 'former', 'outsider'] as const;
type Role = (typeof ROLES)[number];

interface Cell {
  group: TestGroup;
  me: SignedInUser;
  coach: SignedInUser;
  member: SignedInUser;
  otherMember: SignedInUser;
  removed: SignedInUser;
  day: string;
}

interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: (c: Cell) => string;
  body?: (c: Cell) => unknown;
  /** Arranged before the request (as the owner), for routes that need something to act on. */
  setup?: (c: Cell) => Promise<void>;
  expected: Record<Role, number>;
}

const g =
  (template: string, extra: (c: Cell) => Record<string, string> = () => ({})) =>
  (c: Cell) =>
    pathFor(template, { groupId: c.group.id, ...extra(c) });
const dayPath = (template: string) => g(template, (c) => ({ day: c.day }));
// A roll call is taken on the day or after (docs/decisions/049-roll-call-and-closed-days.md).
const rollCallPath = g(recordEndpoints.rollCall.path, () => ({ day: today() }));

function route(
  name: string,
  method: Route['method'],
  url: Route['url'],
  [owner, coach, member, former, outsider]: [number, number, number, number, number],
  more: Pick<Route, 'body' | 'setup'> = {},
): Route {
  return { name, method, url, ...more, expected: { owner, coach, member, former, outsider } };
}

const OUT = [404, 404] as const;

describe('role matrix', () => {
  const t = useTestApp();

  const asOwner = (c: Cell, method: Route['method'], url: string, body?: unknown) =>
    t.request({ method, url, body, as: c.group.owner }).then((res) => {
      expect(res.statusCode, res.body).toBeLessThan(300);
    });

  // prettier-ignore
  const ROUTES: Route[] = [
    route('read the group', 'GET', g(API_PATHS.group), [200, 200, 200, ...OUT]),
    route('edit the group', 'PATCH', g(API_PATHS.group), [200, 200, 403, ...OUT], { body: () => ({ name: 'Renamed' }) }),
    route('delete the group', 'DELETE', g(API_PATHS.group), [204, 403, 403, ...OUT]),
    route('edit the training days', 'PUT', g(API_PATHS.groupSchedule), [200, 200, 403, ...OUT], { body: () => ({ trainingDays: [{ weekday: 2, time: '18:30', place: null }], cancelledDates: [] }) }),
    route('list the members', 'GET', g(API_PATHS.groupMembers), [200, 200, 200, ...OUT]),
    route('remove a member', 'DELETE', g(API_PATHS.groupMember, (c) => ({ userId: c.otherMember.user.id })), [204, 204, 403, ...OUT]),
    route('remove a coach', 'DELETE', g(API_PATHS.groupMember, (c) => ({ userId: c.coach.user.id })), [204, 204, 403, ...OUT]),
    route('remove the owner', 'DELETE', g(API_PATHS.groupMember, (c) => ({ userId: c.group.owner.user.id })), [409, 403, 403, ...OUT]),
    route('leave', 'DELETE', g(API_PATHS.groupMember, (c) => ({ userId: c.me.user.id })), [409, 204, 204, ...OUT]),
    route('list the removed accounts', 'GET', g(API_PATHS.removedMembers), [200, 200, 403, ...OUT]),
    route('let a removed account back', 'DELETE', g(API_PATHS.removedMember, (c) => ({ userId: c.removed.user.id })), [204, 204, 403, ...OUT]),
    route('read the invite link', 'GET', g(API_PATHS.groupInvite), [200, 200, 403, ...OUT]),
    route('make a new invite link', 'POST', g(API_PATHS.groupInvite), [201, 201, 403, ...OUT]),
    route('change the link’s expiry', 'PATCH', g(API_PATHS.groupInvite), [200, 200, 403, ...OUT], { body: () => ({ expiresIn: 'never' }) }),
    route('revoke the invite link', 'DELETE', g(API_PATHS.groupInvite), [204, 204, 403, ...OUT]),
    route('mute the group', 'PUT', g(API_PATHS.groupMute), [200, 200, 200, ...OUT], { body: () => ({ muted: true }) }),
    route('set my reminders', 'PUT', g(API_PATHS.groupReminders), [200, 200, 200, ...OUT], { body: () => ({ reminders: true, reminderHour: 18 }) }),
    route('read attendance', 'GET', (c) => `${g(API_PATHS.attendance)(c)}?from=${c.day}&to=${c.day}`, [200, 200, 200, ...OUT]),
    route('answer my day', 'PUT', g(API_PATHS.attendance), [200, 200, 200, ...OUT], { body: (c) => ({ day: c.day, state: 'present' }) }),
    route('answer my days', 'PUT', g(API_PATHS.attendanceSeries), [200, 200, 200, ...OUT], { body: (c) => ({ from: c.day, to: c.day, state: 'away' }) }),
    route('read my feed link', 'GET', g(API_PATHS.groupFeed), [200, 200, 200, ...OUT]),
    route('export the days', 'GET', (c) => `${g(API_PATHS.groupExport)(c)}?from=${c.day}&to=${c.day}`, [200, 200, 200, ...OUT]),
    route('make a member a coach', 'PUT', g(API_PATHS.memberRole, (c) => ({ userId: c.otherMember.user.id })), [204, 403, 403, ...OUT], { body: () => ({ role: 'coach' }) }),
    route('take a coach’s role back', 'PUT', g(API_PATHS.memberRole, (c) => ({ userId: c.coach.user.id })), [204, 403, 403, ...OUT], { body: () => ({ role: 'member' }) }),
    route('offer the group', 'POST', g(API_PATHS.handOver), [204, 403, 403, ...OUT], { body: (c) => ({ userId: c.otherMember.user.id }) }),
    route('withdraw the offer', 'DELETE', g(API_PATHS.handOver), [204, 403, 403, ...OUT], {
      setup: (c) => asOwner(c, 'POST', g(API_PATHS.handOver)(c), { userId: c.member.user.id }),
    }),
    route('accept the group offered to the member', 'POST', g(API_PATHS.handOverAccept), [409, 409, 204, ...OUT], {
      setup: (c) => asOwner(c, 'POST', g(API_PATHS.handOver)(c), { userId: c.member.user.id }),
    }),
    route('answer for a member', 'PUT', g(API_PATHS.memberAttendance, (c) => ({ userId: c.otherMember.user.id })), [204, 204, 403, ...OUT], { body: (c) => ({ day: c.day, state: 'present' }) }),
    route('remind the silent members', 'POST', dayPath(API_PATHS.dayNudge), [200, 200, 403, ...OUT]),
    route('announce', 'PUT', dayPath(API_PATHS.dayAnnouncement), [204, 204, 403, ...OUT], { body: () => ({ text: 'Hall 2 closed, we meet outside' }) }),
    route('withdraw the announcement', 'DELETE', dayPath(API_PATHS.dayAnnouncement), [204, 204, 403, ...OUT], {
      setup: (c) => asOwner(c, 'PUT', dayPath(API_PATHS.dayAnnouncement)(c), { text: 'Bring shoes' }),
    }),
    route('cancel the training', 'PUT', dayPath(API_PATHS.dayCancellation), [204, 204, 403, ...OUT], { body: () => ({ reason: 'Hall closed' }) }),
    route('take the cancellation back', 'DELETE', dayPath(API_PATHS.dayCancellation), [204, 204, 403, ...OUT], {
      setup: (c) => asOwner(c, 'PUT', dayPath(API_PATHS.dayCancellation)(c), { reason: 'Hall closed' }),
    }),
    // The statistics (docs/product.md#statistics): everyone's for the owner and coaches, a
    // member's own, the season grid only theirs.
    route('read the statistics', 'GET', (c) => `${g(statisticsEndpoints.statistics.path)(c)}?from=${c.day}&to=${c.day}`, [200, 200, 200, ...OUT]),
    route('read the season grid', 'GET', (c) => `${g(statisticsEndpoints.grid.path)(c)}?from=${c.day}&to=${c.day}`, [200, 200, 403, ...OUT]),
    route("export the record", 'GET', (c) => `${g(statisticsEndpoints.exportCsv.path)(c)}?from=${c.day}&to=${c.day}`, [200, 200, 200, ...OUT]),
    route('read the day’s roll call', 'GET', rollCallPath, [200, 200, 200, ...OUT]),
    route('take the roll call', 'PUT', rollCallPath, [200, 200, 403, ...OUT], { body: () => ({ came: [] }) }),
    route('read the group’s history', 'GET', (c) => `${g(recordEndpoints.history.path)(c)}?from=${c.day}&to=${c.day}`, [200, 200, 200, ...OUT]),
  ];

  async function snapshot() {
    const all = async (
      table:
        typeof answerSetters | typeof handOverOffers | typeof trainingNotes | typeof notifications,
    ) => (await t.db.select().from(table)).map((row) => JSON.stringify(row)).sort();
    return {
      groups: await groupTablesSnapshot(t.db),
      setters: await all(answerSetters),
      offers: await all(handOverOffers),
      notes: await all(trainingNotes),
      inbox: await all(notifications),
    };
  }

  async function cell(role: Role): Promise<Cell> {
    const group = await buildGroup(t.db, { members: 5 });
    const [coach, member, otherMember, removed, former] = group.members as SignedInUser[];
    const day = addDays(today(t.config.timeZone), 7);
    const c: Cell = {
      me: group.owner,
      group,
      coach: coach!,
      member: member!,
      otherMember: otherMember!,
      removed: removed!,
      day,
    };
    await asOwner(c, 'PUT', g(API_PATHS.memberRole, () => ({ userId: coach!.user.id }))(c), {
      role: 'coach',
    });
    await asOwner(c, 'PUT', g(API_PATHS.groupSchedule)(c), {
      trainingDays: [{ weekday: isoWeekdayOf(day), time: '18:30', place: null }],
      cancelledDates: [],
    });
    await asOwner(c, 'DELETE', g(API_PATHS.groupMember, () => ({ userId: removed!.user.id }))(c));
    await t.request({
      method: 'DELETE',
      url: g(API_PATHS.groupMember, () => ({ userId: former!.user.id }))(c),
      as: former,
    });
    c.me = {
      owner: group.owner,
      coach: coach!,
      member: member!,
      former: former!,
      outsider: await t.signIn(),
    }[role];
    return c;
  }

  const cells = ROUTES.flatMap((r) =>
    ROLES.map((role) => [r.name, role, r.expected[role], r] as const),
  );

  it.each(cells)('%s as %s → %i', async (_name, role, status, r) => {
    const c = await cell(role);
    await r.setup?.(c);
    const before = await snapshot();
    const res = await t.request({ method: r.method, url: r.url(c), body: r.body?.(c), as: c.me });
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) {
      expect(await snapshot()).toEqual(before);
      const code = { 403: 'permission-denied', 404: 'not-found', 409: 'aborted' }[status];
      expect(res.json().error.code).toBe(code);
    }
    if (status === 404) expect(res.json().error.message).toBe(GROUP_MESSAGES.notFound);
  });

  it('says who may: the owner alone, or the owner and the coaches', async () => {
    const c = await cell('member');
    const rename = await t.request({
      method: 'PATCH',
      url: g(API_PATHS.group)(c),
      body: { name: 'X' },
      as: c.member,
    });
    expect(rename.json().error.message).toBe(COACH_MESSAGES.coachesOnly);
    const appoint = await t.request({
      method: 'PUT',
      url: g(API_PATHS.memberRole, () => ({ userId: c.member.user.id }))(c),
      body: { role: 'coach' },
      as: c.coach,
    });
    expect(appoint.statusCode).toBe(403);
    expect(appoint.json().error.message).toBe(GROUP_MESSAGES.ownerOnly);
    const [row] = await t.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.userId, c.member.user.id));
    expect(row?.role).toBe('member');
  });
});
