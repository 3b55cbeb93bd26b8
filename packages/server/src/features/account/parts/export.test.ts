import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  API_PATHS,
  pathFor,
  recordEndpoints,
  rollCallSchema,
  today,
} from '@turnout/domain';
import { useTestApp } from '../../../test/app.ts';
import { buildAttendance, buildGroup } from '../../../test/group-factories.ts';
import { EXPORT_PAGE_ROWS } from './export.ts';

// The account export of a large account (docs/decisions/029-answer-window.md): written a page at
// a time as it is read, complete and in order, and limited per account. Its memory and the
// server's latency while exports run are measured by bench/account-export.ts.

describe('account export of a large account', () => {
  const t = useTestApp({ env: { EXPORT_LIMIT: '2' } });

  it('streams every day and inbox entry once, in order, over many pages and groups', async () => {
    const climbing = await buildGroup(t.db, { name: 'Climbing', members: 1 });
    const anna = climbing.members[0]!;
    const archery = await buildGroup(t.db, { name: 'Archery', members: [anna] });
    const days = 2 * EXPORT_PAGE_ROWS + 7;
    // Rows straight into the tables: more than the answer window and the write limits allow.
    for (const group of [climbing, archery]) {
      await t.db.execute(sql`
        insert into attendances (group_id, user_id, day, attendance, note)
        select ${group.id}::uuid, ${anna.user.id}::uuid, date '2020-01-01' + n, n % 2 = 0, 'note ' || n
        from generate_series(0, ${days - 1}) as n`);
    }
    // Inbox entries, several to a microsecond, so a page's end falls inside equal times.
    await t.db.execute(sql`
      insert into notifications (recipient_id, actor_id, group_id, day, attendance, updated_at)
      select ${anna.user.id}::uuid, ${climbing.owner.user.id}::uuid, ${climbing.id}::uuid,
        date '2020-01-01' + n, true, timestamptz '2026-01-01 00:00:00.000001' + (n / 3) * interval '1 microsecond'
      from generate_series(0, ${days - 1}) as n`);

    const res = await t.request({ method: 'GET', url: API_PATHS.accountExport, as: anna });
    expect(res.statusCode).toBe(200);
    // Sent as it is written: no length known up front.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const data = res.json();
    expect(data.memberships.map((m: { groupName: string }) => m.groupName)).toEqual([
      'Archery',
      'Climbing',
    ]);
    const rows = data.attendance as { groupName: string; day: string; note: string }[];
    expect(rows).toHaveLength(2 * days);
    expect(rows.slice(0, days).every((row) => row.groupName === 'Archery')).toBe(true);
    const archeryDays = rows.slice(0, days).map((row) => row.day);
    expect(archeryDays).toEqual([...archeryDays].sort());
    expect(new Set(archeryDays).size).toBe(days);
    expect(rows.at(-1)).toMatchObject({ groupName: 'Climbing', note: `note ${days - 1}` });
    const inbox = data.notifications as { updatedAt: string }[];
    expect(inbox).toHaveLength(days);
    expect(inbox.map((entry) => entry.updatedAt)).toEqual(
      inbox.map((entry) => entry.updatedAt).sort(),
    );
    // The frame around the lists is whole.
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(res.body.endsWith('}')).toBe(true);
  });

  it('holds the record about the person: answers kept from a group they left, and its roll calls', async () => {
    const group = await buildGroup(t.db, { name: 'Rowing', members: 2 });
    const [anna, ben] = group.members as [(typeof group.members)[0], (typeof group.members)[0]];
    const past = addDays(today(t.config.timeZone), -3);
    await buildAttendance(t, { group, user: anna, day: past, state: 'present', note: 'Late bus' });
    await buildAttendance(t, { group, user: ben, day: past, state: 'away' });
    const rollCall = pathFor(recordEndpoints.rollCall.path, { groupId: group.id, day: past });
    const entries = rollCallSchema.parse(
      (await t.request({ method: 'GET', url: rollCall, as: group.owner })).json(),
    ).entries;
    const annaPerson = entries.find((entry) => entry.userId === anna.user.id)!.personId;
    const saved = await t.request({
      method: 'PUT',
      url: rollCall,
      body: { came: [annaPerson] },
      as: group.owner,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const left = await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: anna.user.id }),
      as: anna,
    });
    expect(left.statusCode).toBe(204);

    const data = (
      await t.request({ method: 'GET', url: API_PATHS.accountExport, as: anna })
    ).json();
    // No longer a member: her answer is no longer in attendances, but kept in the record.
    expect(data.memberships).toEqual([]);
    expect(data.attendance).toEqual([]);
    expect(data.record.groups).toMatchObject([{ groupName: 'Rowing', status: 'former' }]);
    expect(data.record.pastAnswers).toMatchObject([
      { groupName: 'Rowing', day: past, attendance: 'present', note: 'Late bus' },
    ]);
    expect(data.record.rollCalls).toMatchObject([
      { groupName: 'Rowing', day: past, came: true, recordedBy: group.owner.user.displayName },
    ]);
    // Another person's rows are not hers.
    expect(JSON.stringify(data)).not.toContain(ben.user.displayName);
  });

  it('gives an account a few exports per window, then says how long to wait', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    const exportAs = () => t.request({ method: 'GET', url: API_PATHS.accountExport, as: me });
    expect((await exportAs()).statusCode).toBe(200);
    expect((await exportAs()).statusCode).toBe(200);
    const limited = await exportAs();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: 'resource-exhausted',
        message:
          'You have exported your data several times in a short time. Please wait 15 minutes and try again.',
      },
    });
    // Per account: the owner still exports.
    expect(
      (await t.request({ method: 'GET', url: API_PATHS.accountExport, as: group.owner }))
        .statusCode,
    ).toBe(200);
  });
});
