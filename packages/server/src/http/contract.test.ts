import { afterAll, describe, expect, it } from 'vitest';
import {
  addDays,
  API_PATHS,
  attendanceEndpoints,
  coachingEndpoints,
  isoWeekdayOf,
  configEndpoints,
  healthEndpoints,
  liveEventEndpoints,
  openApiEndpoints,
  pathFor,
  toDay,
  type EndpointSpec,
} from '@turnout/domain';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../test/app.ts';
import { contractChecker, documentPath, type OpenApiDocument } from '../test/contract.ts';
import { buildAttendance, buildGroup } from '../test/group-factories.ts';

// The contract test: real requests against the app, each answer (status and body) checked
// against the OpenAPI document's schema for its route and status (docs/decisions/037-endpoints-as-data.md).
// Every documented operation is called at least once: with the answers its entry promises where
// the entry is converted, and in a sweep (a signed-in owner, no body) for every route.

describe('the API keeps its contract', () => {
  const t = useTestApp();
  const called = new Set<string>();
  let checker: ReturnType<typeof contractChecker> | undefined;
  let document: OpenApiDocument | undefined;

  async function contract() {
    if (!document) {
      const res = await t.request({ method: 'GET', url: openApiEndpoints.document.path });
      document = res.json<OpenApiDocument>();
      checker = contractChecker(document);
    }
    return { document, checker: checker! };
  }

  /** Checks the answer against the document; a 500 is never part of a contract kept. */
  async function check(method: string, path: string, res: LightMyRequestResponse) {
    const { checker } = await contract();
    called.add(`${method} ${path}`);
    const problems = checker.problems(method, path, res);
    if (res.statusCode >= 500 && res.statusCode !== 503)
      problems.push(`${method} ${path}: ${res.body}`);
    return problems;
  }
  const checkEntry = (entry: EndpointSpec, res: LightMyRequestResponse) =>
    check(entry.method, documentPath(entry.path), res);

  it('answers health, configuration and the document as described', async () => {
    for (const entry of [
      healthEndpoints.health,
      healthEndpoints.live,
      healthEndpoints.ready,
      configEndpoints.read,
      openApiEndpoints.document,
    ]) {
      const res = await t.request({ method: entry.method, url: entry.path });
      expect(res.statusCode, entry.path).toBe(200);
      expect(await checkEntry(entry, res)).toEqual([]);
    }
  });

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
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
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

  it('answers every documented route, in a sweep, within its contract', async () => {
    const { document } = await contract();
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        // The stream of a signed-in user never ends; its refusal is checked above.
        if (path === '/api/events' && method === 'GET') continue;
        const group = await buildGroup(t.db);
        const url = path
          .replace('{groupId}', encodeURIComponent(group.id))
          .replace(/\{\w+\}/g, 'x');
        const res = await t.request({
          method: method as 'GET',
          url,
          as: group.owner,
          ...(method === 'GET' || method === 'OPTIONS' ? {} : { body: {} }),
        });
        problems.push(...(await check(method, path, res)));
      }
    }
    expect(problems).toEqual([]);
  });

  afterAll(() => {
    // Every operation of the document was called at least once.
    const documented = Object.entries(document?.paths ?? {}).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((operation) => !called.has(operation))).toEqual(
      ['GET /api/events'].filter((operation) => !called.has(operation)),
    );
  });
});
