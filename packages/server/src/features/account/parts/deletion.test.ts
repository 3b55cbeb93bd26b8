import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Day,
  addDays,
  API_PATHS,
  dayOf,
  pathFor,
  recordEndpoints,
  today,
} from '@turnout/domain';
import { useTestApp } from '../../../test/app.ts';
import { DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildAttendance, buildGroup, groupTablesSnapshot } from '../../../test/group-factories.ts';

describe('deleting an account', () => {
  const t = useTestApp();

  /** Every row of every table, as text, that mentions one of `needles`. */
  async function rowsNaming(needles: string[]): Promise<string[]> {
    const tables = (await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const { table_name } of tables.rows) {
      const rows = (await t.db.execute(
        sql`select t::text as row from ${sql.identifier(table_name)} t`,
      )) as unknown as { rows: { row: string }[] };
      for (const { row } of rows.rows) {
        if (needles.some((n) => row.toLowerCase().includes(n.toLowerCase())))
          found.push(`${table_name}: ${row}`);
      }
    }
    return found;
  }

  it('refuses a wrong password and changes nothing', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const before = await groupTablesSnapshot(t.db);
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.accountDeletion,
      body: { password: 'nope', ownedGroups: [] },
      as: group.members[0]!,
    });
    expect(res.json().error.code).toBe('wrong-password');
    const unresolved = await t.request({
      method: 'POST',
      url: API_PATHS.accountDeletion,
      body: { password: DEFAULT_PASSWORD, ownedGroups: [] },
      as: group.owner,
    });
    expect(unresolved.statusCode).toBe(400);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('leaves no row that names the user, hands one group over and deletes another', async () => {
    const kept = await buildGroup(t.db, { members: 2, name: 'Kept' });
    const owner = kept.owner;
    const dropped = await buildGroup(t.db, { owner, members: 1, name: 'Dropped' });
    const joined = await buildGroup(t.db, { members: [owner] });
    const heir = kept.members[0]!;
    // Attendance with notes, inbox entries both ways, a mute, a push record, a pending link,
    // attempt counters and live events: everything a member leaves behind.
    await buildAttendance(t, {
      group: kept,
      user: owner,
      day: '2026-12-01' as Day,
      note: 'Bringing the rope',
    });
    await buildAttendance(t, {
      group: joined,
      user: owner,
      day: '2026-12-02' as Day,
      state: 'away',
    });
    await buildAttendance(t, { group: kept, user: heir, day: '2026-12-03' as Day });
    await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupMute, { groupId: joined.id }),
      body: { muted: true },
      as: owner,
    });
    await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: kept.id }),
      body: { day: '2026-12-05' as Day, state: 'present', note: 'via API' },
      as: owner,
    });
    await t.request({
      method: 'PUT',
      url: API_PATHS.pushTokens,
      body: { token: 'fcm-token-of-owner', platform: 'android' },
      as: owner,
    });
    await t.request({
      method: 'POST',
      url: API_PATHS.passwordResetRequest,
      body: { email: owner.user.email },
    });
    await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body: { email: owner.user.email, password: 'wrong' },
    });
    // A past day's answer with a note, and the day's roll call the owner took: the group's
    // history keeps the answer as "Deleted member 1", without the note or the recorder
    // (docs/decisions/050-history-that-holds.md).
    const past = addDays(today(t.config.timeZone), -2);
    await buildAttendance(t, { group: kept, user: owner, day: past, note: 'Bringing the rope' });
    const rollCall = pathFor(recordEndpoints.saveRollCall.path, { groupId: kept.id, day: past });
    const everyone = (await t.request({ method: 'GET', url: rollCall, as: owner })).json();
    const came = everyone.entries.map((entry: { personId: string }) => entry.personId);
    expect(
      (await t.request({ method: 'PUT', url: rollCall, body: { came }, as: owner })).statusCode,
    ).toBe(200);
    const needles = [owner.user.id, owner.user.email, owner.user.displayName, 'Bringing the rope'];
    expect((await rowsNaming(needles)).length).toBeGreaterThan(5);

    const lastEvent = await t.db.execute(
      sql`select coalesce(max(id), 0)::int as id from realtime_events`,
    );
    const before = (lastEvent as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.accountDeletion,
      body: {
        password: DEFAULT_PASSWORD,
        ownedGroups: [{ groupId: kept.id, newOwnerId: heir.user.id }, { groupId: dropped.id }],
      },
      as: owner,
    });
    expect(res.statusCode).toBe(204);
    expect(await rowsNaming(needles)).toEqual([]);
    const history = await t.request({ method: 'GET', url: rollCall, as: heir });
    const deleted = history.json().entries.find((e: { status: string }) => e.status === 'deleted');
    expect(deleted).toMatchObject({
      displayName: null,
      deletedNumber: 1,
      answer: 'present',
      came: true,
    });
    expect(history.json().recordedByDisplayName).toBeNull();
    // The other members see them leave: each group they were in, handed over or joined,
    // gets an event, and the deleted group's members are told.
    const published = (await t.db.execute(
      sql`select payload from realtime_events where id > ${before}`,
    )) as unknown as { rows: { payload: { type: string; groupId?: string } }[] };
    const payloads = published.rows.map((row) => row.payload);
    expect(payloads).toEqual(
      expect.arrayContaining([
        { type: 'group.updated', groupId: kept.id },
        { type: 'group.updated', groupId: joined.id },
        { type: 'group.deleted', groupId: dropped.id },
      ]),
    );

    // The heir owns the kept group with its other members; the dropped group is gone.
    const group = await t.request({
      method: 'GET',
      url: pathFor(API_PATHS.group, { groupId: kept.id }),
      as: heir,
    });
    expect(group.json()).toMatchObject({ ownerId: heir.user.id, currentUserIsOwner: true });
    const gone = await t.request({
      method: 'GET',
      url: pathFor(API_PATHS.group, { groupId: dropped.id }),
      as: dropped.members[0]!,
    });
    expect(gone.statusCode).toBe(404);
    const me = await t.request({ method: 'GET', url: API_PATHS.me, as: owner });
    expect(me.statusCode).toBe(401);
    const logIn = await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body: { email: owner.user.email, password: DEFAULT_PASSWORD },
    });
    expect(logIn.json().error.code).toBe('user-not-found');
  });

  it('refuses a new owner who is not a member', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const stranger = await t.signIn();
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.accountDeletion,
      body: {
        password: DEFAULT_PASSWORD,
        ownedGroups: [{ groupId: group.id, newOwnerId: stranger.user.id }],
      },
      as: group.owner,
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: API_PATHS.me, as: group.owner })).statusCode,
    ).toBe(200);
  });

  it('deletes the feed event records whose UIDs derive from the account', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const anna = group.members[0]!;
    const day = addDays(dayOf(Date.now(), t.config.timeZone), 2);
    const put = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day, state: 'present' },
      as: anna,
    });
    expect(put.statusCode).toBe(200);
    const link = await t.request({ method: 'POST', url: API_PATHS.personalFeed, as: anna });
    const feed = await t.request({ method: 'GET', url: new URL(link.json().url).pathname });
    expect(feed.statusCode).toBe(200);
    // The personal event's UID as feeds/events.ts derives it: from the member's id.
    const key = `personal/${anna.user.id}/${group.id}/${day}`;
    const uid = `${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${new URL(t.config.publicUrl).hostname}`;
    const recorded = () =>
      t.db.execute(sql`select uid from feed_event_versions where uid = ${uid}`) as unknown as {
        rows: unknown[];
      };
    expect((await recorded()).rows).toHaveLength(1);
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.accountDeletion,
      body: { password: DEFAULT_PASSWORD, ownedGroups: [] },
      as: anna,
    });
    expect(res.statusCode).toBe(204);
    expect((await recorded()).rows).toHaveLength(0);
  });
});
