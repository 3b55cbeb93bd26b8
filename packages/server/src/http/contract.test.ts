import { afterAll, describe, expect, it } from 'vitest';
import {
  addDays,
  answerLinkEndpoints,
  attendanceEndpoints,
  authEndpoints,
  coachingEndpoints,
  recordEndpoints,
  today,
  isoWeekdayOf,
  configEndpoints,
  feedEndpoints,
  connectEndpoints,
  healthEndpoints,
  liveEventEndpoints,
  openApiEndpoints,
  pathFor,
  seasonEndpoints,
  statisticsEndpoints,
  toDay,
  type EndpointSpec,
} from '@turnout/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../test/app.ts';
import { contractChecker, documentPath, type OpenApiDocument } from '../test/contract.ts';
import { uniqueEmail } from '../test/factories.ts';
import { buildAttendance, buildGroup } from '../test/group-factories.ts';
import { accountTokens } from '../db/schema-accounts.ts';
import { hashSessionToken, newSessionToken } from './tokens.ts';

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

  /** Runs each request, expects its status, and checks the answer against its entry. */
  async function expectAnswers(cases: [EndpointSpec, Parameters<typeof t.request>[0], number][]) {
    for (const [entry, request, status] of cases) {
      const res = await t.request(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(status);
      expect(await checkEntry(entry, res)).toEqual([]);
    }
  }

  it('answers sign-up, log-in, the session reads and log-out as described', async () => {
    const email = uniqueEmail('contract');
    const password = 'a long enough password';
    const { user } = await t.createUser();
    const ada = await t.signIn();
    const { signUp, logIn, logOut, me, session } = authEndpoints;
    await expectAnswers([
      [signUp, { method: 'POST', url: signUp.path, body: { name: 'Ada', email, password } }, 201],
      [signUp, { method: 'POST', url: signUp.path, body: { name: 'Ada', email, password } }, 409],
      [
        logIn,
        { method: 'POST', url: logIn.path, body: { email, password, client: 'native' } },
        200,
      ],
      [logIn, { method: 'POST', url: logIn.path, body: { email: user.email, password: 'x' } }, 401],
      [me, { method: 'GET', url: me.path, as: ada }, 200],
      [me, { method: 'GET', url: me.path }, 401],
      [session, { method: 'GET', url: session.path, as: ada }, 200],
      [session, { method: 'GET', url: session.path }, 200],
      [logOut, { method: 'POST', url: logOut.path, as: ada }, 204],
    ]);
  });

  it('answers the password reset as described', async () => {
    const { user } = await t.createUser();
    // The link of a reset mail, as the mail worker stores it (features/account/parts/links.ts).
    const token = newSessionToken();
    const now = Date.now();
    await t.db.insert(accountTokens).values({
      id: hashSessionToken(token),
      userId: user.id,
      purpose: 'password-reset',
      createdAt: new Date(now),
      expiresAt: new Date(now + 60 * 60 * 1000),
    });
    const { requestPasswordReset, checkPasswordReset, resetPassword } = authEndpoints;
    const body = { token, password: 'another long password' };
    await expectAnswers([
      [
        requestPasswordReset,
        // Another address: the worker's new link for this one would replace the one made above.
        { method: 'POST', url: requestPasswordReset.path, body: { email: uniqueEmail('x') } },
        200,
      ],
      [checkPasswordReset, { method: 'POST', url: checkPasswordReset.path, body: { token } }, 200],
      [resetPassword, { method: 'POST', url: resetPassword.path, body }, 200],
      [resetPassword, { method: 'POST', url: resetPassword.path, body }, 400],
    ]);
  });

  it('answers the feed links and the CSV export as described, and their refusals', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const [bea] = group.members;
    const stranger = await t.signIn();
    const feed = pathFor(feedEndpoints.groupStatus.path, { groupId: group.id });
    const csv = pathFor(feedEndpoints.export.path, { groupId: group.id });
    const today = toDay(new Date().toISOString().slice(0, 10));
    const { personalStatus, personalLink, groupStatus, groupLink } = feedEndpoints;
    await expectAnswers([
      [personalStatus, { method: 'GET', url: personalStatus.path, as: bea }, 200],
      [personalLink, { method: 'POST', url: personalLink.path, as: bea }, 200],
      [personalStatus, { method: 'GET', url: personalStatus.path }, 401],
      [groupStatus, { method: 'GET', url: feed, as: bea }, 200],
      [groupLink, { method: 'POST', url: feed, as: bea }, 200],
      [groupLink, { method: 'POST', url: feed, as: stranger }, 404],
      [
        feedEndpoints.export,
        { method: 'GET', url: `${csv}?from=${today}&to=${today}&content=notes`, as: bea },
        200,
      ],
      [feedEndpoints.export, { method: 'GET', url: `${csv}?from=${today}`, as: bea }, 400],
      [
        feedEndpoints.export,
        { method: 'GET', url: `${csv}?from=${today}&to=${today}`, as: stranger },
        404,
      ],
    ]);
  });

  it('answers the statistics, the season grid and the record export as described', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const [bea] = group.members;
    const stranger = await t.signIn();
    await t.db.execute(sql`insert into group_people (group_id, user_id)
      select group_id, user_id from group_members where group_id = ${group.id}::uuid
      on conflict do nothing`);
    const today = toDay(new Date().toISOString().slice(0, 10));
    await buildAttendance(t, { group, user: bea, day: today });
    const { statistics, grid, exportCsv, exportXlsx } = statisticsEndpoints;
    const at = (entry: EndpointSpec, query = `from=${today}&to=${today}`) =>
      `${pathFor(entry.path, { groupId: group.id })}?${query}`;
    await expectAnswers([
      [statistics, { method: 'GET', url: at(statistics), as: group.owner }, 200],
      [statistics, { method: 'GET', url: at(statistics), as: bea }, 200],
      [statistics, { method: 'GET', url: at(statistics), as: stranger }, 404],
      [statistics, { method: 'GET', url: at(statistics, `from=${today}`), as: bea }, 400],
      [grid, { method: 'GET', url: at(grid), as: group.owner }, 200],
      [grid, { method: 'GET', url: at(grid), as: bea }, 403],
      [exportCsv, { method: 'GET', url: at(exportCsv), as: bea }, 200],
      [exportXlsx, { method: 'GET', url: at(exportXlsx), as: group.owner }, 200],
      [exportXlsx, { method: 'GET', url: at(exportXlsx), as: stranger }, 404],
    ]);
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

  it('answers the API tokens, webhooks, public view and invitation mails as described', async () => {
    const group = await buildGroup(t.db);
    const as = group.owner;
    const groupId = group.id;
    const send = async (
      entry: EndpointSpec,
      params: Record<string, string>,
      body?: unknown,
      who: typeof as | undefined = as,
    ) => {
      const res = await t.request({
        method: entry.method as 'GET',
        url: pathFor(entry.path, params as never),
        ...(who ? { as: who } : {}),
        ...(body === undefined ? {} : { body }),
      });
      expect(await checkEntry(entry, res), entry.path).toEqual([]);
      return res;
    };
    const token = await send(
      connectEndpoints.createToken,
      {},
      { name: 'n', scope: 'read', groupId: null },
    );
    expect(token.statusCode).toBe(201);
    expect((await send(connectEndpoints.listTokens, {})).statusCode).toBe(200);
    const hook = await send(
      connectEndpoints.createWebhook,
      { groupId },
      { preset: 'standard', url: 'https://hooks.example.org/x', events: ['answer.changed'] },
    );
    expect(hook.statusCode).toBe(201);
    const webhookId = hook.json().webhook.id as string;
    expect((await send(connectEndpoints.listWebhooks, { groupId })).statusCode).toBe(200);
    expect((await send(connectEndpoints.testWebhook, { groupId, webhookId })).statusCode).toBe(202);
    expect(
      (await send(connectEndpoints.webhookDeliveries, { groupId, webhookId })).statusCode,
    ).toBe(200);
    expect((await send(connectEndpoints.deleteWebhook, { groupId, webhookId })).statusCode).toBe(
      204,
    );
    const on = await send(connectEndpoints.savePublicView, { groupId }, { frameAncestors: [] });
    expect(on.statusCode).toBe(200);
    expect((await send(connectEndpoints.publicViewSettings, { groupId })).statusCode).toBe(200);
    const publicId = on.json().publicView.publicId as string;
    expect(
      (await send(connectEndpoints.publicView, { publicId }, undefined, undefined)).statusCode,
    ).toBe(200);
    expect((await send(connectEndpoints.removePublicView, { groupId })).statusCode).toBe(204);
    expect(
      (await send(connectEndpoints.publicView, { publicId }, undefined, undefined)).statusCode,
    ).toBe(404);
    expect(
      (await send(connectEndpoints.inviteMails, { groupId }, { emails: ['new@example.org'] }))
        .statusCode,
    ).toBe(200);
    const tokenId = token.json().token.id as string;
    expect((await send(connectEndpoints.revokeToken, { tokenId })).statusCode).toBe(204);
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
