import { movedOn } from '@turnout/domain/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, pathFor } from '@turnout/domain';
import { buildApp } from '../../../app.ts';
import { users } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { SignedInUser } from '../../../test/factories.ts';
import { attendanceRecordsOf, buildGroup, type TestGroup } from '../../../test/group-factories.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2027-02-28');

// The calendar read is cached per instance by group revision (read-cache.ts). Two instances on
// one database: whatever one of them changes, the other's next read shows.
describe('calendar read cache', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let group: TestGroup;
  let reader: SignedInUser;
  let writer: SignedInUser;
  const query = `from=${later('2027-02-28')}&to=${later('2027-07-30')}`;

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({ config: t.config, db: t.db, logger: false });
    group = await buildGroup(t.db, { members: 2 });
    [reader, writer] = group.members as [SignedInUser, SignedInUser];
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const read = async (as: SignedInUser) =>
    attendanceRecordsOf(
      await t.request({
        method: 'GET',
        url: `${pathFor(API_PATHS.attendance, { groupId: group.id })}?${query}`,
        as,
      }),
    );
  // Through the other instance, as a second server behind a load balancer would.
  const writeElsewhere = (as: SignedInUser, body: object) =>
    other.inject({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      headers: { authorization: `Bearer ${as.token}` },
      payload: body,
    });
  const daysOf = (records: Awaited<ReturnType<typeof read>>, userId: string) =>
    records.filter((r) => r.userId === userId).map((r) => `${r.day}${r.attendance ? '+' : '-'}`);

  it('shows a change made on another instance at the next read', async () => {
    await writeElsewhere(writer, { day: later('2027-03-09'), state: 'present' });
    expect(daysOf(await read(reader), writer.user.id)).toEqual([`${later('2027-03-09')}+`]);
    // Read again (served from the cache), then change the same day and add a note.
    expect(daysOf(await read(reader), writer.user.id)).toEqual([`${later('2027-03-09')}+`]);
    await writeElsewhere(writer, { day: later('2027-03-09'), state: 'away', note: 'ill' });
    const records = await read(reader);
    expect(daysOf(records, writer.user.id)).toEqual([`${later('2027-03-09')}-`]);
    expect(records.find((r) => r.userId === writer.user.id)?.note).toBe('ill');
    await writeElsewhere(writer, { day: later('2027-03-09'), state: 'undecided' });
    expect(daysOf(await read(reader), writer.user.id)).toEqual([]);
  });

  it('shows every member under their name as it is now', async () => {
    await writeElsewhere(writer, { day: later('2027-03-31'), state: 'present' });
    await read(reader);
    await t.db.update(users).set({ displayName: 'Renamed' }).where(eq(users.id, writer.user.id));
    expect((await read(reader)).map((r) => r.userDisplayName)).toEqual(['Renamed']);
  });

  it('forgets the days of a member who left, also when they come back', async () => {
    await writeElsewhere(writer, { day: later('2027-05-04'), state: 'present' });
    expect(daysOf(await read(reader), writer.user.id)).toContain(`${later('2027-05-04')}+`);
    const leave = await other.inject({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: writer.user.id }),
      headers: { authorization: `Bearer ${writer.token}` },
    });
    expect(leave.statusCode).toBe(204);
    expect(daysOf(await read(reader), writer.user.id)).toEqual([]);
    const rejoin = await other.inject({
      method: 'POST',
      url: pathFor(API_PATHS.join, { inviteCode: group.inviteCode }),
      headers: { authorization: `Bearer ${writer.token}` },
    });
    expect(rejoin.statusCode).toBeLessThan(300);
    expect(daysOf(await read(reader), writer.user.id)).toEqual([]);
  });
});
