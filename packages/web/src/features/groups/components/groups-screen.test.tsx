import { screen, waitFor, within } from '@testing-library/react';
import { addDays, attendanceEndpoints, type WeekDay } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { headersOf, stubApi } from '../../../test/api-stub.ts';
import { apiError, json, testUser } from '../../../test/fixtures.ts';
import { buildGroup, summaryOf } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { weekFrom, weekRoute } from '../../../test/week-fixtures.ts';

const mine = summaryOf(buildGroup());
const theirs = summaryOf(
  buildGroup({
    id: 'g2',
    name: 'Chess Club',
    location: undefined,
    description: undefined,
    ownerId: 'u7',
    ownerDisplayName: 'Judit Polgar',
    currentUserIsOwner: false,
    memberCount: 1,
  }),
);

// The first render loads the lazy route: more than findBy's default second on a busy machine.
const slow = { timeout: 5000 };

describe('Groups screen', { timeout: 15_000 }, () => {
  it('lists groups I own apart from groups I am a member of', async () => {
    stubApi({
      ...weekRoute(),
      'GET /api/groups': () => json(200, { owned: [mine], member: [theirs] }),
    });
    renderRoute('/groups', { user: testUser });

    const owned = await screen.findByRole('region', { name: 'Groups you own' }, slow);
    const member = screen.getByRole('region', { name: "Groups you're a member of" });
    const card = within(owned).getByRole('link', { name: /Climbing Crew/ });
    expect(card).toHaveAttribute('href', '/groups/g1');
    expect(card).toHaveTextContent('Boulderhalle Nord');
    expect(card).toHaveTextContent('2 members');
    expect(card).toHaveTextContent('Tuesdays and Thursdays from 18:00');
    const other = within(member).getByRole('link', { name: /Chess Club/ });
    expect(other).toHaveAttribute('href', '/groups/g2');
    expect(other).toHaveTextContent('1 member');
  });

  it('shows the empty state with a way to create a group', async () => {
    stubApi({ ...weekRoute(), 'GET /api/groups': () => json(200, { owned: [], member: [] }) });
    const { events } = renderRoute('/groups', { user: testUser });
    expect(
      await screen.findByText(/Create your first group and invite others/, {}, slow),
    ).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByRole('dialog', { name: 'Create Group' })).toBeVisible();
  });

  it('says when loading failed and tries again', async () => {
    let fail = true;
    stubApi({
      ...weekRoute(),
      'GET /api/groups': () =>
        fail ? apiError(500, 'internal') : json(200, { owned: [mine], member: [] }),
    });
    const { events } = renderRoute('/groups', { user: testUser });
    expect(
      await screen.findByText("Your groups couldn't be loaded.", {}, { timeout: 8000 }),
    ).toBeVisible();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Climbing Crew/ })).toBeVisible();
  });

  it('refreshes with the Refresh button on a pointer device', async () => {
    let groups = { owned: [] as (typeof mine)[], member: [] as (typeof mine)[] };
    stubApi({ ...weekRoute(), 'GET /api/groups': () => json(200, groups) });
    const { events } = renderRoute('/groups', { user: testUser });
    await screen.findByText(/Create your first group/, {}, slow);
    groups = { owned: [mine], member: [] };
    await events.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: /Climbing Crew/ })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
  });

  it('starts with My week: a day with its training and counts, answered with one tap', async () => {
    const day = weekFrom();
    const training = { time: '18:00', end: '20:00', place: 'Hall 2' };
    const item = (mine: WeekDay['mine'], present: number): WeekDay => ({
      groupId: 'g1',
      groupName: 'Climbing Crew',
      day,
      training,
      cancelled: false,
      mine,
      counts: { present, waiting: 0, away: 0, undecided: 2 - present },
      closed: false,
    });
    // The server's week before the answer, and after it.
    let days = [item(null, 1)];
    const calls = stubApi({
      [`GET ${attendanceEndpoints.week.path}?from=${day}`]: () =>
        json(200, { from: day, to: addDays(day, 6), days }),
      'GET /api/groups': () => json(200, { owned: [mine], member: [] }),
      'PUT /api/groups/g1/attendance': () => {
        days = [item({ attendance: true }, 2)];
        const record = { userId: testUser.id, userDisplayName: testUser.displayName, day };
        return json(200, { record: { ...record, attendance: true } });
      },
    });
    const { events } = renderRoute('/groups', { user: testUser });
    const week = await screen.findByRole('region', { name: 'My week' }, slow);
    const open = await within(week).findByRole('link', { name: /Climbing Crew/ }, slow);
    expect(open).toHaveAttribute('href', expect.stringMatching(/^\/groups\/g1\?activeDay=\d+$/));
    expect(open).toHaveTextContent('18:00–20:00 · Hall 2');
    expect(week).toHaveTextContent('1 present, 0 away, 1 undecided');
    // The week comes before the lists.
    const owned = screen.getByRole('region', { name: 'Groups you own' });
    expect(week.compareDocumentPosition(owned) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const answer = within(week).getByRole('group', { name: /^My answer in Climbing Crew on / });
    await events.click(within(answer).getByRole('button', { name: 'Present' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/groups/g1/attendance', body: { day, state: 'present' } },
      ]),
    );
    const put = calls.find((call) => call.method === 'PUT')!;
    await waitFor(() => expect(week).toHaveTextContent('2 present, 0 away, 0 undecided'));
    expect(headersOf(put)['Idempotency-Key']).toMatch(/^[\w-]{8,}$/);
  });
});
