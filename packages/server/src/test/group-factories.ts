import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  attendanceListResponseSchema,
  GROUP_MESSAGES,
  pathFor,
  unpackAttendanceList,
  type AttendanceRecord,
  type AttendanceState,
  type Day,
} from '@turnout/domain';
import type { Database } from '../db/client.ts';
import {
  attendances,
  groupInvites,
  groupMembers,
  groups,
  removedMemberships,
} from '../db/schema.ts';
import { changeAttendance, type ChangeDeps } from '../features/attendance/parts/change.ts';
import type { AttendanceChange } from '../features/attendance/mutations.ts';
import { requireMember } from '../http/gate.ts';
import { createGroup } from '../features/groups/mutations.ts';
import { joinGroup } from '../features/invites/mutations.ts';
import { groupPeople, pastAnswers, rollCalls } from '../db/schema-record.ts';
import type { TestApp, TestRequest } from './app.ts';
import { createSignedInUser, type SignedInUser } from './factories.ts';

// Groups and attendance straight through the mutations the routes use. Missing parents are
// made on the way: buildAttendance() without a group makes one, buildGroup() without an owner
// signs one in.

export interface TestGroup {
  id: string;
  name: string;
  inviteCode: string;
  owner: SignedInUser;
  /** The members besides the owner, in joining order. */
  members: SignedInUser[];
}

export interface GroupOverrides {
  name?: string;
  location?: string;
  description?: string;
  owner?: SignedInUser;
  /** How many members to sign in and add, or the users to add. Default 0. */
  members?: number | SignedInUser[];
}

export async function buildGroup(db: Database, overrides: GroupOverrides = {}): Promise<TestGroup> {
  const owner = overrides.owner ?? (await createSignedInUser(db));
  const name = overrides.name ?? `Group ${Math.random().toString(36).slice(2, 8)}`;
  const { groupId, inviteCode } = await createGroup(db, owner.user.id, {
    name,
    location: overrides.location,
    description: overrides.description,
  });
  const wanted = overrides.members ?? 0;
  const members =
    typeof wanted === 'number'
      ? await Promise.all(Array.from({ length: wanted }, () => createSignedInUser(db)))
      : wanted;
  for (const member of members) await joinGroup(db, inviteCode, member.user.id);
  return { id: groupId, name, inviteCode, owner, members };
}

/** What a day change needs, from the test's app: the route's own services. */
export function changeDepsOf(t: Pick<TestApp, 'db' | 'app'>): ChangeDeps {
  return { db: t.db, realtime: t.app.realtime, push: t.app.push };
}

/** A day answer through the route's own path (the other members' inbox entries included). */
export async function buildAttendance(
  t: Pick<TestApp, 'db' | 'app'>,
  options: {
    day: Day;
    state?: AttendanceState;
    note?: string;
    group?: TestGroup;
    user?: SignedInUser;
  },
): Promise<AttendanceChange & { group: TestGroup; user: SignedInUser }> {
  const group = options.group ?? (await buildGroup(t.db, { members: 1 }));
  const user = options.user ?? group.members[0] ?? group.owner;
  const access = await requireMember(t.db, group.id, user.user.id);
  const change = await changeAttendance(changeDepsOf(t), {
    groupId: access.groupId,
    userId: user.user.id,
    day: options.day,
    state: options.state ?? 'present',
    note: options.note,
  });
  return { ...change, group, user };
}

/**
 * Everything the group features store, in a stable order: compare before and after a refused
 * request to prove that nothing changed.
 */
export async function groupTablesSnapshot(db: Database): Promise<unknown> {
  const ordered = <T>(rows: T[]) =>
    rows.map((row) => JSON.stringify(row)).sort((a, b) => a.localeCompare(b));
  return {
    groups: ordered(await db.select().from(groups)),
    members: ordered(await db.select().from(groupMembers)),
    invites: ordered(await db.select().from(groupInvites)),
    removals: ordered(await db.select().from(removedMemberships)),
    attendances: ordered(await db.select().from(attendances)),
    people: ordered(await db.select().from(groupPeople)),
    rollCalls: ordered(await db.select().from(rollCalls)),
    pastAnswers: ordered(await db.select().from(pastAnswers)),
  };
}

export async function countMembers(db: Database, groupId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return row!.n;
}

/** The records of an attendance read (the packed list, checked against its schema). */
export function attendanceRecordsOf(response: { json(): unknown }): AttendanceRecord[] {
  return unpackAttendanceList(attendanceListResponseSchema.parse(response.json()));
}

/** A group id that no group has. */
export const MISSING_GROUP_ID = '00000000-0000-4000-8000-000000000000';

/** A request to one of a group's paths (its `:groupId` filled in) as the given user. */
export function groupRequest(t: TestApp, method: TestRequest['method'], template: string) {
  return (group: TestGroup, as: SignedInUser, body?: unknown) =>
    t.request({ method, url: pathFor(template, { groupId: group.id }), body, as });
}

/**
 * A non-member's request about the group gets the very 404 of a group that does not exist,
 * and changes none of the group tables.
 */
export async function expectNothingLearned(
  db: Database,
  group: TestGroup,
  send: (group: TestGroup) => Promise<LightMyRequestResponse>,
): Promise<void> {
  const before = await groupTablesSnapshot(db);
  const res = await send(group);
  const missing = await send({ ...group, id: MISSING_GROUP_ID });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual(missing.json());
  expect(res.json().error.message).toBe(GROUP_MESSAGES.notFound);
  expect(await groupTablesSnapshot(db)).toEqual(before);
}
