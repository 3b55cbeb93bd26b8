import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  API_PATHS,
  COACH_MESSAGES,
  GROUP_MESSAGES,
  groupResponseSchema,
  isoWeekdayOf,
  notificationListResponseSchema,
  pathFor,
  pushMessageSchema,
  today,
  type Group,
} from '@turnout/domain';
import { users } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInUser, type SignedInUser } from '../../test/factories.ts';
import { buildGroup, type TestGroup } from '../../test/group-factories.ts';
import { PUSH_TO_LOOPBACK, subscribeSession, usePushEndpoint } from '../../test/push-endpoint.ts';

// Coaches and hand-over, nudges, announcements and cancellations
// (docs/product.md#coaches-and-hand-over), observed as members see them: the group's detail,
// their inbox, and the pushes at the fake Web Push service.

describe('coaches', () => {
  const t = useTestApp(PUSH_TO_LOOPBACK);
  const service = usePushEndpoint();

  async function call(
    as: SignedInUser,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
  ) {
    const res = await t.request({ method, url, body, as });
    await t.app.push.idle();
    return res;
  }
  const groupUrl = (group: TestGroup, template: string = API_PATHS.group, extra = {}) =>
    pathFor(template, { groupId: group.id, ...extra });
  async function detail(group: TestGroup, as: SignedInUser): Promise<Group> {
    const res = await call(as, 'GET', groupUrl(group));
    expect(res.statusCode, res.body).toBe(200);
    return groupResponseSchema.parse(res.json());
  }
  async function inbox(as: SignedInUser) {
    const res = await call(as, 'GET', API_PATHS.notifications);
    return notificationListResponseSchema.parse(res.json()).items.map((item) => item.context);
  }
  async function pushesTo(name: string, act: () => Promise<unknown>) {
    const before = service.received.length;
    await act();
    return service.received
      .slice(before)
      .filter((push) => push.subscriptionName === name)
      .map((push) => (push.message as { body: string }).body);
  }
  const nextWeek = () => addDays(today(t.config.timeZone), 7);

  async function club() {
    const [ana, ben, cleo, dan] = await Promise.all(
      ['Ana', 'Ben', 'Cleo', 'Dan'].map((displayName) => createSignedInUser(t.db, { displayName })),
    );
    const group = await buildGroup(t.db, { name: 'Judo', members: [ana!, ben!, cleo!, dan!] });
    const day = nextWeek();
    await call(group.owner, 'PUT', groupUrl(group, API_PATHS.groupSchedule), {
      trainingDays: [{ weekday: isoWeekdayOf(day), time: '18:30', place: null }],
      cancelledDates: [],
    });
    const res = await call(
      group.owner,
      'PUT',
      groupUrl(group, API_PATHS.memberRole, { userId: ana!.user.id }),
      {
        role: 'coach',
      },
    );
    expect(res.statusCode, res.body).toBe(204);
    return { group, coach: ana!, ben: ben!, cleo: cleo!, dan: dan!, day };
  }

  it('shows the coach’s role to every member; the owner takes it back', async () => {
    const { group, coach, ben } = await club();
    const seen = await detail(group, ben);
    expect(seen.members.map((m) => [m.userDisplayName, m.role]).slice(1, 2)).toEqual([
      ['Ana', 'coach'],
    ]);
    await call(
      group.owner,
      'PUT',
      groupUrl(group, API_PATHS.memberRole, { userId: coach.user.id }),
      { role: 'member' },
    );
    expect((await detail(group, ben)).members.find((m) => m.userId === coach.user.id)?.role).toBe(
      'member',
    );
  });

  it('refuses a coach appointing a coach, and the owner’s own role, changing nothing', async () => {
    const { group, coach, ben } = await club();
    const byCoach = await call(
      coach,
      'PUT',
      groupUrl(group, API_PATHS.memberRole, { userId: ben.user.id }),
      { role: 'coach' },
    );
    expect(byCoach.statusCode).toBe(403);
    expect(byCoach.json().error).toEqual({
      code: 'permission-denied',
      message: GROUP_MESSAGES.ownerOnly,
    });
    const owner = await call(
      group.owner,
      'PUT',
      groupUrl(group, API_PATHS.memberRole, { userId: group.owner.user.id }),
      { role: 'member' },
    );
    expect(owner.json().error).toEqual({ code: 'aborted', message: COACH_MESSAGES.ownerRole });
    const roles = (await detail(group, ben)).members.map((m) => m.role);
    expect(roles).toEqual(['owner', 'coach', 'member', 'member', 'member']);
  });

  it('lets a coach answer for a member, shown as set by the coach; a member cannot', async () => {
    const { group, coach, ben, cleo, day } = await club();
    const forBen = await call(
      coach,
      'PUT',
      groupUrl(group, API_PATHS.memberAttendance, { userId: ben.user.id }),
      { day, state: 'present' },
    );
    expect(forBen.statusCode, forBen.body).toBe(204);
    const note = (await detail(group, cleo)).trainingNotes?.find((n) => n.day === day);
    expect(note?.setBy).toEqual([{ userId: ben.user.id, byDisplayName: 'Ana' }]);

    const byMember = await call(
      cleo,
      'PUT',
      groupUrl(group, API_PATHS.memberAttendance, { userId: ben.user.id }),
      { day, state: 'away' },
    );
    expect(byMember.json().error).toEqual({
      code: 'permission-denied',
      message: COACH_MESSAGES.coachesOnly,
    });

    // Ben answers himself: it is his own answer again.
    await call(ben, 'PUT', groupUrl(group, API_PATHS.attendance), { day, state: 'away' });
    expect(
      (await detail(group, cleo)).trainingNotes?.find((n) => n.day === day)?.setBy,
    ).toBeUndefined();
  });

  it('hands the group over when the member accepts; the old owner is a coach and may leave', async () => {
    const { group, ben } = await club();
    await subscribeSession(t.db, service, ben, 'ben-phone');
    const pushed = await pushesTo('ben-phone', () =>
      call(group.owner, 'POST', groupUrl(group, API_PATHS.handOver), { userId: ben.user.id }),
    );
    expect(pushed).toEqual([expect.stringContaining('offers you the group Judo')]);
    expect((await inbox(ben))[0]).toMatchObject({ kind: 'hand-over', groupName: 'Judo' });
    expect((await detail(group, ben)).handOver?.userId).toBe(ben.user.id);

    // Before accepting, the owner is still the owner and cannot leave.
    const leave = () =>
      call(
        group.owner,
        'DELETE',
        groupUrl(group, API_PATHS.groupMember, { userId: group.owner.user.id }),
      );
    expect((await leave()).statusCode).toBe(409);

    const accepted = await call(ben, 'POST', groupUrl(group, API_PATHS.handOverAccept));
    expect(accepted.statusCode, accepted.body).toBe(204);
    const after = await detail(group, ben);
    expect(after.ownerId).toBe(ben.user.id);
    expect(after.currentUserIsOwner).toBe(true);
    expect(after.handOver).toBeUndefined();
    expect(after.members.find((m) => m.userId === group.owner.user.id)?.role).toBe('coach');
    // Accepting twice, or someone not offered, changes nothing more.
    expect(
      (await call(ben, 'POST', groupUrl(group, API_PATHS.handOverAccept))).json().error.message,
    ).toBe(COACH_MESSAGES.notOffered);
    // The new owner cannot leave; the old one now can.
    expect(
      (await call(ben, 'DELETE', groupUrl(group, API_PATHS.groupMember, { userId: ben.user.id })))
        .statusCode,
    ).toBe(409);
    expect((await leave()).statusCode).toBe(204);
  });

  it('pushes the offer in the member’s language, opening the Members dialog', async () => {
    const { group, dan } = await club();
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, dan.user.id));
    await subscribeSession(t.db, service, dan, 'dan-phone');
    const before = service.received.length;
    await call(group.owner, 'POST', groupUrl(group, API_PATHS.handOver), { userId: dan.user.id });
    const pushes = service.received
      .slice(before)
      .filter((push) => push.subscriptionName === 'dan-phone')
      .map((push) => pushMessageSchema.parse(push.message));
    expect(pushes).toEqual([
      expect.objectContaining({
        title: 'Judo',
        body: expect.stringContaining('bietet dir die Gruppe Judo an'),
        kind: 'hand-over',
        groupId: group.id,
        targetPath: expect.stringMatching(new RegExp(`^/groups/${group.id}\\?.*#members$`)),
      }),
    ]);
  });

  it('a coach removes members but not the owner or another coach', async () => {
    const { group, coach, ben, cleo } = await club();
    await call(
      group.owner,
      'PUT',
      groupUrl(group, API_PATHS.memberRole, { userId: cleo.user.id }),
      { role: 'coach' },
    );
    const other = await call(
      coach,
      'DELETE',
      groupUrl(group, API_PATHS.groupMember, { userId: cleo.user.id }),
    );
    expect(other.json().error).toEqual({
      code: 'permission-denied',
      message: COACH_MESSAGES.notYourRole,
    });
    const member = await call(
      coach,
      'DELETE',
      groupUrl(group, API_PATHS.groupMember, { userId: ben.user.id }),
    );
    expect(member.statusCode).toBe(204);
    expect((await detail(group, cleo)).members.map((m) => m.userDisplayName)).not.toContain('Ben');
  });

  it('nudges exactly the members who have not answered, once per day, and says when', async () => {
    const { group, coach, ben, cleo, dan, day } = await club();
    await call(ben, 'PUT', groupUrl(group, API_PATHS.attendance), { day, state: 'present' });
    await call(cleo, 'PUT', groupUrl(group, API_PATHS.attendance), { day, state: 'away' });
    for (const [user, name] of [
      [ben, 'ben'],
      [cleo, 'cleo'],
      [dan, 'dan'],
      [group.owner, 'owner'],
    ] as const) {
      await subscribeSession(t.db, service, user, name);
    }
    const before = service.received.length;
    const res = await call(coach, 'POST', groupUrl(group, API_PATHS.dayNudge, { day }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recipientCount).toBe(2);
    const reached = service.received
      .slice(before)
      .map((push) => push.subscriptionName)
      .sort();
    expect(reached).toEqual(['dan', 'owner']);
    expect((await inbox(dan))[0]).toMatchObject({ kind: 'nudge', userDisplayName: 'Ana' });
    expect((await inbox(ben)).some((entry) => entry.kind === 'nudge')).toBe(false);
    expect((await detail(group, coach)).trainingNotes?.find((n) => n.day === day)?.nudgedAt).toBe(
      res.json().sentAt,
    );

    const again = await call(group.owner, 'POST', groupUrl(group, API_PATHS.dayNudge, { day }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(COACH_MESSAGES.alreadyNudged);
  });

  it('announces a day to the members, edits and withdraws it', async () => {
    const { group, coach, ben, day } = await club();
    await subscribeSession(t.db, service, ben, 'ben-phone');
    const url = groupUrl(group, API_PATHS.dayAnnouncement, { day });
    const pushed = await pushesTo('ben-phone', () =>
      call(coach, 'PUT', url, { text: 'Halle 2 closed, we meet outside' }),
    );
    expect(pushed).toEqual([expect.stringContaining('Halle 2 closed, we meet outside')]);
    expect(
      (await detail(group, ben)).trainingNotes?.find((n) => n.day === day)?.announcement,
    ).toMatchObject({
      text: 'Halle 2 closed, we meet outside',
      byDisplayName: 'Ana',
    });
    expect((await inbox(ben))[0]).toMatchObject({
      kind: 'announcement',
      message: 'Halle 2 closed, we meet outside',
    });

    await call(coach, 'PUT', url, { text: 'Hall 3 instead' });
    expect(
      (await detail(group, ben)).trainingNotes?.find((n) => n.day === day)?.announcement?.text,
    ).toBe('Hall 3 instead');

    expect((await call(coach, 'DELETE', url)).statusCode).toBe(204);
    expect(
      (await detail(group, ben)).trainingNotes?.find((n) => n.day === day)?.announcement,
    ).toBeUndefined();
    expect((await inbox(ben)).some((entry) => entry.kind === 'announcement')).toBe(false);

    for (const text of ['', '   ', 'x'.repeat(281), 'two\nlines']) {
      const bad = await call(coach, 'PUT', url, { text });
      expect(bad.statusCode, text).toBe(400);
    }
    expect(
      (await detail(group, ben)).trainingNotes?.find((n) => n.day === day)?.announcement,
    ).toBeUndefined();
  });

  it('cancels a training with a reason: it is a cancelled date, and who said present is told', async () => {
    const { group, coach, ben, cleo, day } = await club();
    await call(ben, 'PUT', groupUrl(group, API_PATHS.attendance), { day, state: 'present' });
    await call(cleo, 'PUT', groupUrl(group, API_PATHS.attendance), { day, state: 'away' });
    await subscribeSession(t.db, service, ben, 'ben');
    await subscribeSession(t.db, service, cleo, 'cleo');
    const url = groupUrl(group, API_PATHS.dayCancellation, { day });
    const before = service.received.length;
    expect((await call(coach, 'PUT', url, { reason: 'Hall closed' })).statusCode).toBe(204);
    const pushes = service.received.slice(before);
    expect(pushes.map((push) => push.subscriptionName)).toEqual(['ben']);
    expect((pushes[0]?.message as { body: string }).body).toContain('Hall closed');
    const seen = await detail(group, cleo);
    expect(seen.schedule?.cancelledDates).toEqual([day]);
    expect(seen.trainingNotes?.find((n) => n.day === day)?.cancelled).toMatchObject({
      reason: 'Hall closed',
      byDisplayName: 'Ana',
    });

    expect((await call(coach, 'DELETE', url)).statusCode).toBe(204);
    const restored = await detail(group, cleo);
    expect(restored.schedule?.cancelledDates).toEqual([]);
    expect(restored.trainingNotes?.find((n) => n.day === day)?.cancelled).toBeUndefined();

    const notTraining = await call(
      coach,
      'PUT',
      groupUrl(group, API_PATHS.dayCancellation, { day: addDays(day, 1) }),
      { reason: 'x' },
    );
    expect(notTraining.json().error).toEqual({
      code: 'invalid-argument',
      message: COACH_MESSAGES.notTrainingDay,
    });
    expect((await detail(group, cleo)).schedule?.cancelledDates).toEqual([]);
  });

  it('exports the coaching rows about each account: role, answers set, notes, offers', async () => {
    const { group, coach, ben, day } = await club();
    await call(coach, 'PUT', groupUrl(group, API_PATHS.memberAttendance, { userId: ben.user.id }), {
      day,
      state: 'present',
    });
    await call(coach, 'PUT', groupUrl(group, API_PATHS.dayAnnouncement, { day }), {
      text: 'Bring a rope',
    });
    const later = addDays(day, 7);
    await call(coach, 'PUT', groupUrl(group, API_PATHS.dayCancellation, { day: later }), {
      reason: 'Hall closed',
    });
    await call(group.owner, 'POST', groupUrl(group, API_PATHS.handOver), { userId: ben.user.id });
    const exportOf = async (as: SignedInUser) => {
      const res = await call(as, 'GET', API_PATHS.accountExport);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    const ofCoach = await exportOf(coach);
    expect(ofCoach.memberships).toMatchObject([{ groupName: 'Judo', role: 'coach' }]);
    expect(ofCoach.coaching).toMatchObject({
      answersSetForMe: [],
      answersISetForOthers: [{ groupName: 'Judo', day, member: 'Ben' }],
      announcements: [{ groupName: 'Judo', day, text: 'Bring a rope' }],
      cancellations: [{ groupName: 'Judo', day: later, reason: 'Hall closed' }],
      handOverOffers: [],
    });
    const ofBen = await exportOf(ben);
    expect(ofBen.coaching).toMatchObject({
      answersSetForMe: [{ groupName: 'Judo', day, setBy: 'Ana' }],
      answersISetForOthers: [],
      announcements: [],
      cancellations: [],
      handOverOffers: [{ groupName: 'Judo', direction: 'to-me', offeredTo: 'Ben' }],
    });
    const ofOwner = await exportOf(group.owner);
    expect(ofOwner.memberships).toMatchObject([{ role: 'owner' }]);
    expect(ofOwner.coaching.handOverOffers).toMatchObject([
      { groupName: 'Judo', direction: 'by-me', offeredTo: 'Ben' },
    ]);
    // Nothing about the others' coaching reaches a member who took no part.
    const { cleo } = await club();
    expect((await exportOf(cleo)).coaching).toEqual({
      answersSetForMe: [],
      answersISetForOthers: [],
      announcements: [],
      cancellations: [],
      handOverOffers: [],
    });
  });
});
