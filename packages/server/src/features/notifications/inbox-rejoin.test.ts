import { movedOn } from '@turnout/domain/testing';
import { describe, expect, it } from 'vitest';
import { API_PATHS, pathFor, type Notification } from '@turnout/domain';
import { joinGroup } from '../invites/mutations.ts';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { attendanceRecordsOf, buildGroup, groupRequest } from '../../test/group-factories.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2026-12-01');

// Cards true to the calendar after a member left and joined again
// (docs/decisions/032-notes-belong-to-answers.md): their answers went with the old membership,
// so the cards of those answers say the member has left the group since.

describe('the inbox after a member joins again', () => {
  const t = useTestApp();
  const answer = groupRequest(t, 'PUT', API_PATHS.attendance);
  const series = groupRequest(t, 'PUT', API_PATHS.attendanceSeries);
  const inbox = async (as: SignedInUser): Promise<Notification['context'][]> =>
    (await t.request({ method: 'GET', url: API_PATHS.notifications, as }))
      .json()
      .items.map((item: Notification) => item.context);

  it('marks the cards of answers from before the leaving, not those after', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [ben, ada] = group.members as [SignedInUser, SignedInUser];
    await answer(group, ben, { day: later('2026-12-01'), state: 'present', note: 'early' });
    await series(group, ben, { from: later('2026-12-08'), to: later('2026-12-10'), state: 'away' });
    const left = await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: ben.user.id }),
      as: ben,
    });
    expect(left.statusCode).toBe(204);
    await joinGroup(t.db, group.inviteCode, ben.user.id);

    // The calendar no longer holds those answers, and the cards say why.
    const calendar = await t.request({
      method: 'GET',
      url: `${pathFor(API_PATHS.attendance, { groupId: group.id })}?from=${later('2026-12-01')}&to=${later('2026-12-31')}`,
      as: ada,
    });
    expect(attendanceRecordsOf(calendar)).toEqual([]);
    const before = await inbox(ada);
    expect(before.map((entry) => [entry.kind ?? 'attendance', entry.memberLeft])).toEqual([
      ['series', true],
      ['attendance', true],
    ]);

    // A new answer after joining again is a plain card.
    await answer(group, ben, { day: later('2026-12-15'), state: 'present' });
    const after = await inbox(ada);
    expect(after[0]).toMatchObject({ attendance: true });
    expect(after[0]!.memberLeft).toBeUndefined();
  });
});
