import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, API_PATHS, isoWeekdayOf, pathFor } from '@turnout/domain';
import {
  apiRequest,
  createGroup,
  expectStatus,
  FIRST_ANSWERABLE_DAY,
  changeAttendance,
  signUpMember,
  type Member,
} from '../support/api.ts';
import { openLiveClient, type LiveClient } from '../support/live-client.ts';
import { startCluster, type Cluster } from './cluster.ts';

// A training's limit across instances (docs/decisions/045-training-limit-and-waitlist.md): two
// Turnout processes on one PostgreSQL database; many members answer for the last place at the
// same moment, through both: exactly one gets it. When someone in drops out on one instance,
// each promoted member's stream on the other hears of the promotion within the live budget.

const LIMIT = 5;
const RACERS = 20;
/**
 * docs/product.md#performance-budgets: from the write acknowledged to the event, p95 50 ms. The
 * median of the promotions must keep it; their p95, few samples on a shared test machine, gets
 * four times that.
 */
const LIVE_BUDGET_MS = 50;
/** Drop-outs in turn, each promoting the next waiting member. */
const PROMOTIONS = 10;

let cluster: Cluster;
const streams: LiveClient[] = [];
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await cluster?.stop();
});

describe('the last place of a limited training, across two instances', () => {
  it('goes to exactly one of many answering at once, and a promotion reaches the other instance live', async () => {
    const [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
    const day = addDays(FIRST_ANSWERABLE_DAY, 400);
    const owner = await signUpMember(a, 'owner');
    const groupId = await createGroup(a, owner, 'Limited group');
    const schedule = await apiRequest(a, {
      method: 'PUT',
      path: pathFor(API_PATHS.groupSchedule, { groupId }),
      as: owner,
      body: {
        trainingDays: [{ weekday: isoWeekdayOf(day), time: '18:30', place: null, limit: LIMIT }],
        cancelledDates: [],
      },
    });
    expectStatus(schedule, 200, 'schedule');
    // One invite link for everyone (a new link each would meet the owner's write limit).
    const invite = await apiRequest<{ invite: { inviteCode: string } }>(a, {
      method: 'POST',
      path: pathFor(API_PATHS.groupInvite, { groupId }),
      as: owner,
    });
    expectStatus(invite, 201, 'invite');
    const members: Member[] = [];
    for (let i = 0; i < LIMIT - 1 + RACERS; i++) {
      const member = await signUpMember(i % 2 ? a : b, `member-${i}`);
      const join = await apiRequest(b, {
        method: 'POST',
        path: pathFor(API_PATHS.join, { inviteCode: invite.body.invite.inviteCode }),
        as: member,
      });
      expectStatus(join, 201, 'join');
      members.push(member);
    }
    const early = members.slice(0, LIMIT - 1);
    const racers = members.slice(LIMIT - 1);
    for (const member of early) {
      expectStatus(await changeAttendance(a, member, groupId, day), 200, 'early answer');
    }

    const answers = await Promise.all(
      racers.map((member, i) => changeAttendance(i % 2 ? a : b, member, groupId, day)),
    );
    for (const res of answers) expectStatus(res, 200, 'racing answer');
    const records = answers.map((res) => (res.body as { record: { waiting?: number } }).record);
    expect(records.filter((record) => record.waiting === undefined)).toHaveLength(1);
    expect(
      records
        .map((record) => record.waiting)
        .filter((place) => place !== undefined)
        .sort((x, y) => x! - y!),
    ).toEqual(Array.from({ length: RACERS - 1 }, (_, i) => i + 1));

    // The first waiting listen on B; those in drop out on A one by one, each drop-out
    // promoting the next in line: each promoted member's stream hears of it (their inbox card).
    const inLine = Array.from(
      { length: PROMOTIONS },
      (_, place) => racers[records.findIndex((record) => record.waiting === place + 1)]!,
    );
    const listening = await Promise.all(inLine.map((member) => openLiveClient(b, member)));
    streams.push(...listening);
    const droppers = [...early, racers[records.findIndex((r) => r.waiting === undefined)]!];
    const heard: number[] = [];
    for (let i = 0; i < PROMOTIONS; i++) {
      const dropping = droppers[i]!;
      const promoted = inLine[i]!;
      expectStatus(await changeAttendance(a, dropping, groupId, day, 'away'), 200, 'drop-out');
      const acknowledgedAt = Date.now();
      // The promotion's own event: the promoted member's day changed (their inbox card too).
      const event = await listening[i]!.waitForEvent(
        (e) =>
          e.type === 'attendance.changed' &&
          e.data.userId === promoted.userId &&
          e.data.day === day,
        10_000,
      );
      // Heard before the write's answer came back counts as at once.
      heard.push(Math.max(0, event.receivedAt - acknowledgedAt));
      droppers.push(promoted);
    }
    const sorted = [...heard].sort((x, y) => x - y);
    const p50 = sorted[Math.floor(sorted.length / 2)]!;
    const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1]!;
    console.log(
      `${PROMOTIONS} promotions heard on the other instance after the write: p50 ${p50} ms, p95 ${p95} ms (${heard.join(', ')})`,
    );
    expect(p50, `median ${p50} ms`).toBeLessThanOrEqual(LIVE_BUDGET_MS);
    expect(p95, `p95 ${p95} ms`).toBeLessThanOrEqual(LIVE_BUDGET_MS * 4);
    const firstWaiting = inLine[0]!;

    const inbox = await apiRequest<{ items: { context: { kind?: string } }[] }>(b, {
      path: `${API_PATHS.notifications}?limit=10`,
      as: firstWaiting,
    });
    expectStatus(inbox, 200, 'inbox');
    expect(inbox.body.items.map((item) => item.context.kind)).toContain('promoted');
  });
});
