import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  API_PATHS,
  dayOf,
  instantOfWallTime,
  pathFor,
  weekdayOf,
  startOfDayMs,
  type AttendanceState,
  type Day,
  type FeedLinkResponse,
} from '@turnout/domain';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup } from '../../test/group-factories.ts';
import { parseFeed } from './testing/parsers.ts';

// Feeds as calendar apps see them: fetched without a session, parsed by two parsers.

describe('calendar feeds', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://turnout.example' } });

  const today = () => dayOf(Date.now(), t.config.timeZone);

  async function answer(
    group: { id: string },
    as: SignedInUser,
    day: Day,
    state: AttendanceState,
    note?: string,
  ) {
    const url = pathFor(API_PATHS.attendance, { groupId: group.id });
    const res = await t.request({ method: 'PUT', url, as, body: { day, state, note } });
    expect(res.statusCode).toBe(200);
  }

  async function personalLink(as: SignedInUser): Promise<FeedLinkResponse> {
    const res = await t.request({ method: 'POST', url: API_PATHS.personalFeed, as });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function groupLink(group: { id: string }, as: SignedInUser): Promise<FeedLinkResponse> {
    const url = pathFor(API_PATHS.groupFeed, { groupId: group.id });
    const res = await t.request({ method: 'POST', url, as });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** The feed as a calendar app fetches it: the path of the link, no cookie, no header. */
  const fetchFeed = (link: FeedLinkResponse, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: new URL(link.url).pathname, headers });

  it('gives a secret https and webcal link to my present days, naming the group and who else comes', async () => {
    const group = await buildGroup(t.db, { name: 'Climbing', location: 'Hall 2', members: 2 });
    const [bea, carl] = group.members as [SignedInUser, SignedInUser];
    const day = addDays(today(), 3);
    await answer(group, bea, day, 'present', 'late');
    await answer(group, carl, day, 'present');
    await answer(group, group.owner, day, 'away');
    await answer(group, bea, addDays(day, 1), 'away');

    const link = await personalLink(bea);
    expect(link.url).toMatch(/^https:\/\/turnout\.example\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.webcalUrl).toBe(link.url.replace('https://', 'webcal://'));

    const res = await fetchFeed(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const feed = parseFeed(res.body);
    expect(feed.name).toBe('Turnout: my days');
    expect(feed.events).toEqual([
      expect.objectContaining({
        allDay: true,
        start: day,
        end: addDays(day, 1),
        summary: 'Climbing',
        location: 'Hall 2',
        description: `Also coming: ${carl.user.displayName}\nYour note: late`,
      }),
    ]);
    expect(feed.events[0]!.uid).not.toContain(group.id);
  });

  it('starts my training days at their time and place; other days stay whole days', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', location: 'Club house', members: 1 });
    const bea = group.members[0]!;
    const training = addDays(today(), 7);
    const weekday = (weekdayOf(training) || 7) as number;
    const res = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
      as: group.owner,
      body: { trainingDays: [{ weekday, time: '18:30', place: 'Hall 2' }], cancelledDates: [] },
    });
    expect(res.statusCode).toBe(200);
    await answer(group, bea, training, 'present');
    await answer(group, bea, addDays(training, 1), 'present');

    const feed = parseFeed((await fetchFeed(await personalLink(bea))).body);
    const start = new Date(
      instantOfWallTime(training, (18 * 60 + 30) * 60_000, t.config.timeZone),
    ).toISOString();
    expect(feed.events).toEqual([
      expect.objectContaining({
        allDay: false,
        start,
        end: start,
        location: 'Hall 2, Club house',
      }),
      expect.objectContaining({
        allDay: true,
        start: addDays(training, 1),
        location: 'Club house',
      }),
    ]);
  });

  it('ends my training days at the training’s end (a date’s own end first), at the place in full', async () => {
    const group = await buildGroup(t.db, {
      name: 'Rowing',
      location: 'Boathouse, Quay 3',
      members: 1,
    });
    const bea = group.members[0]!;
    const first = addDays(today(), 7);
    const second = addDays(first, 7);
    const weekday = (weekdayOf(first) || 7) as number;
    const res = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
      as: group.owner,
      body: {
        trainingDays: [{ weekday, time: '18:30', place: 'Pier 2', end: '20:00' }],
        cancelledDates: [],
        dayRules: [{ day: second, end: '21:15' }],
      },
    });
    expect(res.statusCode).toBe(200);
    await answer(group, bea, first, 'present');
    await answer(group, bea, second, 'present');

    const text = (await fetchFeed(await personalLink(bea))).body;
    const at = (day: Day, hours: number, minutes: number) =>
      new Date(
        instantOfWallTime(day, (hours * 60 + minutes) * 60_000, t.config.timeZone),
      ).toISOString();
    const expected = [
      { start: at(first, 18, 30), end: at(first, 20, 0) },
      { start: at(second, 18, 30), end: at(second, 21, 15) },
    ].map(({ start, end }) =>
      expect.objectContaining({ allDay: false, start, end, location: 'Pier 2, Boathouse, Quay 3' }),
    );
    // parseFeed insists both parsers read the same events.
    expect(parseFeed(text).events).toEqual(expected);
  });

  it('answers a repeated poll with 304 for its ETag, and a changed feed with a new tag', async () => {
    const group = await buildGroup(t.db);
    const link = await personalLink(group.owner);
    await answer(group, group.owner, addDays(today(), 1), 'present');
    const first = await fetchFeed(link);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await fetchFeed(link, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const gzipped = await fetchFeed(link, { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
    const refused = await fetchFeed(link, { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();

    await answer(group, group.owner, addDays(today(), 2), 'present');
    const changed = await fetchFeed(link, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parseFeed(changed.body).events).toHaveLength(2);
  });

  it('keeps UIDs, raises SEQUENCE and LAST-MODIFIED on a change, and drops a withdrawn answer', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const [bea] = group.members as [SignedInUser];
    const day = addDays(today(), 5);
    const other = addDays(today(), 6);
    await answer(group, bea, day, 'present');
    await answer(group, bea, other, 'present');
    const link = await personalLink(bea);
    const before = parseFeed((await fetchFeed(link)).body).events;
    expect(before.map((event) => event.sequence)).toEqual([0, 0]);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // LAST-MODIFIED has seconds

    await answer(group, group.owner, day, 'present');
    await answer(group, bea, other, 'undecided');
    const after = parseFeed((await fetchFeed(link)).body).events;
    expect(after).toHaveLength(1);
    expect(after[0]!.uid).toBe(before[0]!.uid);
    expect(after[0]!.sequence).toBe(1);
    expect(after[0]!.description).toBe(`Also coming: ${group.owner.user.displayName}`);
    expect(Date.parse(after[0]!.lastModified)).toBeGreaterThan(Date.parse(before[0]!.lastModified));

    // Present again, with a note: the same UID comes back, changed, so with a higher SEQUENCE.
    await answer(group, bea, other, 'present', 'after work');
    const back = parseFeed((await fetchFeed(link)).body).events;
    expect(back[1]!.uid).toBe(before[1]!.uid);
    expect(back[1]!.sequence).toBe(1);
  });

  it('writes days across a daylight-saving change as the same dates, in either parser', async () => {
    // The next change of the Berlin clock: the Sunday that is not 24 hours long.
    const hours = (day: Day) =>
      (startOfDayMs(addDays(day, 1), 'Europe/Berlin') - startOfDayMs(day, 'Europe/Berlin')) / 3.6e6;
    let sunday = addDays(today(), 1);
    while (hours(sunday) === 24) sunday = addDays(sunday, 1);
    const days = [addDays(sunday, -1), sunday, addDays(sunday, 1)];

    const group = await buildGroup(t.db);
    for (const day of days) await answer(group, group.owner, day, 'present');
    const events = parseFeed((await fetchFeed(await personalLink(group.owner))).body).events;
    expect(events.map(({ allDay, start, end }) => ({ allDay, start, end }))).toEqual(
      days.map((day) => ({ allDay: true, start: day, end: addDays(day, 1) })),
    );
  });

  it('gives members a group feed with counts and who is present', async () => {
    const group = await buildGroup(t.db, { name: 'Choir', members: 2 });
    const [bea, carl] = group.members as [SignedInUser, SignedInUser];
    const day = addDays(today(), 2);
    await answer(group, bea, day, 'present', 'brings cake; and tea');
    await answer(group, carl, day, 'present');
    await answer(group, group.owner, day, 'away');
    const feed = parseFeed((await fetchFeed(await groupLink(group, carl))).body);
    expect(feed.name).toBe('Turnout: Choir');
    const names = [bea, carl].map((m) => m.user.displayName);
    expect(feed.events).toEqual([
      expect.objectContaining({
        start: day,
        summary: 'Choir: 2 present, 1 away',
        description: expect.stringContaining(`Away: ${group.owner.user.displayName}`),
      }),
    ]);
    for (const name of names) expect(feed.events[0]!.description).toContain(name);
    expect(feed.events[0]!.description).toContain('(brings cake; and tea)');
  });

  it('refuses a replaced link at once with the same 404 as an unknown one', async () => {
    const group = await buildGroup(t.db);
    const old = await groupLink(group, group.owner);
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const status = () =>
      t.request({
        method: 'GET',
        url: pathFor(API_PATHS.groupFeed, { groupId: group.id }),
        as: group.owner,
      });
    expect((await status()).json()).toEqual({ active: true });

    const fresh = await groupLink(group, group.owner);
    const refused = await fetchFeed(old);
    expect(refused.statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    const unknown = await t.request({ method: 'GET', url: `/feeds/${'A'.repeat(43)}.ics` });
    const malformed = await t.request({
      method: 'GET',
      url: '/feeds/nothing',
      headers: { accept: 'text/html' },
    });
    for (const res of [unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(refused.body);
    }
  });

  it('stops showing a group to a member who was removed', async () => {
    const group = await buildGroup(t.db, { name: 'Rowing', members: 1 });
    const [bea] = group.members as [SignedInUser];
    const day = addDays(today(), 4);
    await answer(group, bea, day, 'present');
    const personal = await personalLink(bea);
    const groupFeed = await groupLink(group, bea);
    expect(parseFeed((await fetchFeed(personal)).body).events).toHaveLength(1);

    const removed = await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: bea.user.id }),
      as: group.owner,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(parseFeed((await fetchFeed(personal)).body).events).toEqual([]);
    expect((await fetchFeed(groupFeed)).statusCode).toBe(404);
  });

  it('tells a non-member nothing and needs a session for links', async () => {
    const group = await buildGroup(t.db);
    const stranger = await t.signIn();
    const url = pathFor(API_PATHS.groupFeed, { groupId: group.id });
    const missing = pathFor(API_PATHS.groupFeed, {
      groupId: '00000000-0000-4000-8000-000000000000',
    });
    const forbidden = await t.request({ method: 'POST', url, as: stranger });
    const unknown = await t.request({ method: 'POST', url: missing, as: stranger });
    expect(forbidden.statusCode).toBe(404);
    expect(forbidden.json()).toEqual(unknown.json());
    expect((await t.request({ method: 'POST', url: API_PATHS.personalFeed })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: API_PATHS.personalFeed, as: stranger })).json(),
    ).toEqual({
      active: false,
    });
  });
});
