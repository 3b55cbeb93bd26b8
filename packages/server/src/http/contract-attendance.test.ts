import { describe, expect, it } from 'vitest';
import {
  addDays,
  answerLinkEndpoints,
  attendanceEndpoints,
  coachingEndpoints,
  isoWeekdayOf,
  liveEventEndpoints,
  pathFor,
  recordEndpoints,
  seasonEndpoints,
  today,
  toDay,
  type EndpointSpec,
} from '@turnout/domain';
import { useTestApp } from '../test/app.ts';
import { useContract } from '../test/contract.ts';
import { buildAttendance, buildGroup } from '../test/group-factories.ts';

// The contract of the attendance routes: answers, the schedule, the coaches', a notification's
// answer token and the record (contract.test.ts says how; the checks: test/contract.ts).

describe('the API keeps its contract', () => {
  const t = useTestApp();
  const { checkEntry, expectAnswers } = useContract(t);

  it('answers the attendance read and writes as described, and their refusals', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const [bea] = group.members;
    const today = toDay(new Date().toISOString().slice(0, 10));
    await buildAttendance(t, { group, user: bea!, day: today, note: 'late' });
    const url = pathFor(attendanceEndpoints.list.path, { groupId: group.id });
    const stranger = await t.signIn();

    const cases: [EndpointSpec, Parameters<typeof t.request>[0], number][] = [
      [
        attendanceEndpoints.list,
        { method: 'GET', url: `${url}?from=${today}&to=${today}`, as: bea },
        200,
      ],
      [attendanceEndpoints.list, { method: 'GET', url: `${url}?from=${today}`, as: bea }, 400],
      [attendanceEndpoints.list, { method: 'GET', url: `${url}?from=${today}&to=${today}` }, 401],
      [
        attendanceEndpoints.list,
        { method: 'GET', url: `${url}?from=${today}&to=${today}`, as: stranger },
        404,
      ],
      [
        attendanceEndpoints.set,
        { method: 'PUT', url, as: bea, body: { day: today, state: 'away', note: 'ill' } },
        200,
      ],
      [attendanceEndpoints.set, { method: 'PUT', url, as: bea, body: { day: today } }, 400],
      [
        attendanceEndpoints.set,
        {
          method: 'PUT',
          url,
          as: bea,
          body: { day: today, state: 'present' },
          headers: { 'Idempotency-Key': 'contract-key-1' },
        },
        200,
      ],
      [
        attendanceEndpoints.set,
        {
          method: 'PUT',
          url,
          as: bea,
          body: { day: today, state: 'away' },
          headers: { 'Idempotency-Key': 'contract-key-1' },
        },
        409,
      ],
      [
        attendanceEndpoints.week,
        { method: 'GET', url: `${attendanceEndpoints.week.path}?from=${today}`, as: bea },
        200,
      ],
      [
        attendanceEndpoints.week,
        { method: 'GET', url: attendanceEndpoints.week.path, as: bea },
        400,
      ],
      [
        attendanceEndpoints.series,
        {
          method: 'PUT',
          url: `${url}/series`,
          as: bea,
          body: { from: today, to: today, state: 'present' },
        },
        200,
      ],
    ];
    for (const [entry, request, status] of cases) {
      const res = await t.request(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(status);
      expect(await checkEntry(entry, res)).toEqual([]);
    }
    const stream = await t.request({ method: 'GET', url: liveEventEndpoints.stream.path });
    expect(stream.statusCode).toBe(401);
    expect(await checkEntry(liveEventEndpoints.stream, stream)).toEqual([]);
  });

  it('answers the schedule with a training’s rules, and a closed day’s refusal, as described', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const [bea] = group.members;
    const url = pathFor(seasonEndpoints.schedule.path, { groupId: group.id });
    const thursday = { weekday: 4, time: '18:30', place: null };
    const cases: [EndpointSpec, Parameters<typeof t.request>[0], number][] = [
      [
        seasonEndpoints.schedule,
        {
          method: 'PUT',
          url,
          as: group.owner,
          body: {
            trainingDays: [{ ...thursday, end: '20:00', limit: 12, deadlineHours: 3 }],
            cancelledDates: [],
            dayRules: [{ day: '2026-12-17', limit: 8 }],
          },
        },
        200,
      ],
      [
        seasonEndpoints.schedule,
        {
          method: 'PUT',
          url,
          as: group.owner,
          body: { trainingDays: [{ ...thursday, limit: 0 }], cancelledDates: [] },
        },
        400,
      ],
      [
        seasonEndpoints.schedule,
        { method: 'PUT', url, as: bea, body: { trainingDays: [], cancelledDates: [] } },
        403,
      ],
      // A Thursday whose answers closed (ADR 046).
      [
        attendanceEndpoints.set,
        {
          method: 'PUT',
          url: pathFor(attendanceEndpoints.set.path, { groupId: group.id }),
          as: bea,
          body: { day: '2026-11-26', state: 'present' },
        },
        403,
      ],
    ];
    await expectAnswers(cases);
  });

  it('answers the coaches’ routes as described (docs/decisions/043-coaches-and-the-role-gate.md)', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [cleo, dan] = group.members;
    const day = addDays(toDay(new Date().toISOString().slice(0, 10)), 7);
    const schedule = {
      trainingDays: [{ weekday: isoWeekdayOf(day), time: null, place: null }],
      cancelledDates: [],
    };
    const put = await t.request({
      method: 'PUT',
      url: pathFor(seasonEndpoints.schedule.path, { groupId: group.id }),
      as: group.owner,
      body: schedule,
    });
    expect(put.statusCode).toBe(200);
    const g = { groupId: group.id };
    const onDay = { ...g, day };
    const owner = group.owner;
    const cases: [EndpointSpec, Record<string, string>, unknown, typeof owner, number][] = [
      [coachingEndpoints.setRole, { ...g, userId: cleo!.user.id }, { role: 'coach' }, owner, 204],
      [coachingEndpoints.setRole, { ...g, userId: dan!.user.id }, { role: 'coach' }, cleo!, 403],
      [
        coachingEndpoints.answerFor,
        { ...g, userId: dan!.user.id },
        { day, state: 'present' },
        cleo!,
        204,
      ],
      [coachingEndpoints.nudge, onDay, undefined, cleo!, 200],
      [coachingEndpoints.nudge, onDay, undefined, cleo!, 409],
      [coachingEndpoints.announce, onDay, { text: 'Hall 2' }, cleo!, 204],
      [coachingEndpoints.withdrawAnnouncement, onDay, undefined, cleo!, 204],
      [coachingEndpoints.withdrawAnnouncement, onDay, undefined, cleo!, 404],
      [coachingEndpoints.cancel, onDay, { reason: 'Closed' }, cleo!, 204],
      [coachingEndpoints.restore, onDay, undefined, cleo!, 204],
      [coachingEndpoints.offer, g, { userId: dan!.user.id }, owner, 204],
      [coachingEndpoints.withdrawOffer, g, undefined, owner, 204],
      [coachingEndpoints.offer, g, { userId: dan!.user.id }, owner, 204],
      [coachingEndpoints.accept, g, undefined, dan!, 204],
      [coachingEndpoints.accept, g, undefined, dan!, 409],
    ];
    for (const [entry, params, body, as, status] of cases) {
      const url = pathFor(entry.path, params);
      const res = await t.request({ method: entry.method as 'PUT', url, as, body });
      expect(res.statusCode, `${entry.method} ${url} ${res.body}`).toBe(status);
      expect(await checkEntry(entry, res)).toEqual([]);
    }
  });

  it('answers a notification’s answer token as described, and its refusals (docs/decisions/052-answer-tokens.md)', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    const day = addDays(toDay(new Date().toISOString().slice(0, 10)), 7);
    const token = await t.app.answerTokens.answer({
      userId: member.user.id,
      groupId: group.id,
      day,
      states: ['present'],
      expiresAt: Date.now() + 60_000,
    });
    const entry = answerLinkEndpoints.answer;
    for (const [body, status] of [
      [{ token, state: 'present' }, 200],
      [{ token, state: 'away' }, 403],
      [{ token: 'x.y', state: 'present' }, 400],
    ] as const) {
      const res = await t.request({ method: 'POST', url: entry.path, body });
      expect(res.statusCode, res.body).toBe(status);
      expect(await checkEntry(entry, res)).toEqual([]);
    }
  });

  it('answers the record’s routes as described (docs/decisions/049-roll-call-and-closed-days.md)', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    const day = today(t.config.timeZone);
    const onDay = { groupId: group.id, day };
    const read = await t.request({
      method: 'GET',
      url: pathFor(recordEndpoints.rollCall.path, onDay),
      as: group.owner,
    });
    const everyone = read.json().entries.map((entry: { personId: string }) => entry.personId);
    const cases: [EndpointSpec, Record<string, string>, unknown, typeof member, number][] = [
      [recordEndpoints.rollCall, onDay, undefined, group.owner, 200],
      [recordEndpoints.rollCall, onDay, undefined, member, 200],
      [recordEndpoints.saveRollCall, onDay, { came: everyone }, group.owner, 200],
      [recordEndpoints.saveRollCall, onDay, { came: [] }, member, 403],
      [
        recordEndpoints.saveRollCall,
        { ...onDay, day: addDays(day, 2) },
        { came: [] },
        group.owner,
        409,
      ],
    ];
    for (const [entry, params, body, as, status] of cases) {
      const url = pathFor(entry.path, params);
      const res = await t.request({ method: entry.method as 'PUT', url, as, body });
      expect(res.statusCode, `${entry.method} ${url} ${res.body}`).toBe(status);
      expect(await checkEntry(entry, res)).toEqual([]);
    }
    const history = await t.request({
      method: 'GET',
      url: `${pathFor(recordEndpoints.history.path, { groupId: group.id })}?from=${addDays(day, -7)}&to=${day}`,
      as: member,
    });
    expect(history.statusCode).toBe(200);
    expect(await checkEntry(recordEndpoints.history, history)).toEqual([]);
  });
});
