import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CSRF_HEADER, pathFor } from '@turnout/domain';
import { createTestApp, type TestApp } from '../app.ts';
import { farDay, longSeriesBody } from './far-days.ts';
import { problemsWith, send, type AbuseRequest } from './requests.ts';
import { watchDatabase } from './snapshot.ts';
import { buildWorld, type World } from './world.ts';

// Far years and long repeating answers (far-days.ts), sent the way a member's own client would:
// the right group, a good session, the CSRF header, every other field plausible. The general
// suite (abuse.test.ts) mixes them with other defects and rarely gets one this far; here each is
// the only thing wrong, so the answer window and the series' limits are what must refuse it
// (docs/decisions/029-answer-window.md). Refused with 400, and the database unchanged.

const RUNS = Number(process.env.ABUSE_RUNS ?? 30);

describe('far days and long series, by a member', () => {
  let t: TestApp;
  let world: World;
  let database: Awaited<ReturnType<typeof watchDatabase>>;
  let groupId: string;

  beforeAll(async () => {
    t = await createTestApp();
    world = await buildWorld(t);
    database = await watchDatabase(t.db);
    groupId = world.paramValues.groupId![0]!;
  });
  afterAll(() => t.close());

  const caller = fc.constantFrom('member', 'owner') as fc.Arbitrary<'member' | 'owner'>;

  async function refused(template: string, caller: 'member' | 'owner', payload: string) {
    const request: AbuseRequest = {
      method: 'PUT',
      url: pathFor(template, { groupId }),
      caller,
      body: { kind: 'far', payload, contentType: 'application/json', refused: true },
      headers: { authorization: `Bearer ${world.callers[caller].token}`, [CSRF_HEADER]: '1' },
      remoteAddress: '127.0.0.1',
      mustBeRefused: true,
    };
    const answer = await send(t.app, request);
    expect(problemsWith(request, answer)).toEqual([]);
    expect(answer.status, answer.body).toBe(400);
    await database.assertUnchanged();
  }

  it('refuses a day in a far year or just outside the answer window', async () => {
    const body = fc
      .tuple(
        farDay,
        fc.constantFrom('present', 'away', 'undecided'),
        fc.option(fc.constant('late'), { nil: undefined }),
      )
      .map(([day, state, note]) => JSON.stringify({ day, state, ...(note ? { note } : {}) }));
    await fc.assert(
      fc.asyncProperty(caller, body, (who, payload) => refused(API_PATHS.attendance, who, payload)),
      { numRuns: RUNS },
    );
  });

  it('refuses a repeating answer that is too long or reaches outside the window', async () => {
    await fc.assert(
      fc.asyncProperty(caller, longSeriesBody, (who, payload) =>
        refused(API_PATHS.attendanceSeries, who, payload),
      ),
      { numRuns: RUNS },
    );
  });
});
