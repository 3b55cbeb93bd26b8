import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  packAttendanceList,
  today,
  type AttendanceRecord,
  type Day,
} from '@turnout/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source.ts';
import { apiError, json, testUser } from '../test/fixtures.ts';
import { buildGroup } from '../test/group-fixtures.ts';
import { renderRoute } from '../test/render-route.tsx';
import {
  buildNotification,
  dayMs,
  page,
} from '../features/notifications/testing/notification-fixtures.ts';

// Screens load lazily; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const slow = { timeout: 5000 };

/** The server for these tests: a group g1 owned by Ada (testUser), its calendar and an inbox. */
function fakeServer() {
  const state = {
    group: buildGroup() as ReturnType<typeof buildGroup> | null,
    records: [] as AttendanceRecord[],
    inbox: [] as ReturnType<typeof buildNotification>[],
  };
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = new URL(input, 'http://localhost');
      requests.push(`${method} ${url.pathname}${url.search}`);
      if (url.pathname === '/api/groups' && method === 'GET') {
        return json(200, { owned: [], member: [] });
      }
      if (url.pathname === '/api/attendance/week') {
        const from = url.searchParams.get('from') as Day;
        return json(200, { from, to: addDays(from, 6), days: [] });
      }
      if (url.pathname === '/api/groups/g1') {
        return state.group ? json(200, state.group) : apiError(404, 'not-found');
      }
      if (url.pathname === '/api/groups/g1/attendance') {
        const interval = {
          from: url.searchParams.get('from') as Day,
          to: url.searchParams.get('to') as Day,
        };
        return state.group
          ? json(200, packAttendanceList(state.records, interval))
          : apiError(404, 'not-found');
      }
      if (url.pathname === '/api/notifications') {
        const limit = Number(url.searchParams.get('limit'));
        return json(200, { ...page(state.inbox.slice(0, limit)), unreadCount: unread() });
      }
      if (/^\/api\/notifications\/\w+\/read$/.test(url.pathname)) {
        return new Response(null, { status: 204 });
      }
      return apiError(404, 'not-found');
    }),
  );
  const unread = () => state.inbox.filter((item) => !item.isRead).length;
  const count = (request: string) => requests.filter((made) => made.startsWith(request)).length;
  const exactly = (request: string) => requests.filter((made) => made === request).length;
  return { state, requests, count, exactly };
}

/** The page's one event stream, once the app has opened it. */
async function stream() {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1), slow);
  const source = FakeEventSource.latest();
  source.open();
  return source;
}

const presentCount = () => screen.getByTestId('count-present');

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe('live updates', { timeout: 20_000 }, () => {
  it('opens one stream for the signed-in user, with credentials', async () => {
    fakeServer();
    renderRoute('/groups', { user: testUser });
    const source = await stream();
    expect(source.url).toBe('/api/events');
    expect(source.withCredentials).toBe(true);
  });

  it("shows another member's choice on the open calendar without a reload", async () => {
    const server = fakeServer();
    renderRoute('/groups/g1', { user: testUser });
    const source = await stream();
    await waitFor(() => expect(presentCount()).toHaveTextContent('0'), slow);
    const groupReads = server.exactly('GET /api/groups/g1');

    const day = today('Europe/Berlin');
    server.state.records = [
      { userId: 'u2', userDisplayName: 'Grace Hopper', day, attendance: true },
    ];
    source.send(
      'attendance.changed',
      { type: 'attendance.changed', groupId: 'g1', userId: 'u2', day },
      '5',
    );
    await waitFor(() => expect(presentCount()).toHaveTextContent('1'));
    // Only the calendar is refetched, not the group.
    expect(server.exactly('GET /api/groups/g1')).toBe(groupReads);
  });

  it.each([
    ['member.removed', { type: 'member.removed', groupId: 'g1', userId: testUser.id }],
    ['group.deleted', { type: 'group.deleted', groupId: 'g1' }],
  ])('sends me to /groups with the product’s message on %s', async (name, payload) => {
    const server = fakeServer();
    const { router } = renderRoute('/groups/g1', { user: testUser });
    const source = await stream();
    await screen.findByRole('heading', { level: 1, name: 'Climbing Crew' }, slow);

    server.state.group = null;
    source.send(name, payload, '9');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      "Group doesn't exist or you don't have access to it.",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'), slow);
  });

  it('refreshes the group when someone else joins or is removed', async () => {
    const server = fakeServer();
    const { router } = renderRoute('/groups/g1', { user: testUser });
    const source = await stream();
    await screen.findByRole('heading', { level: 1, name: 'Climbing Crew' }, slow);
    const before = server.count('GET /api/groups/g1');

    source.send('member.removed', { type: 'member.removed', groupId: 'g1', userId: 'u2' }, '3');
    await waitFor(() => expect(server.count('GET /api/groups/g1')).toBeGreaterThan(before));
    expect(router.state.location.pathname).toBe('/groups/g1');
  });

  it('shows a new notification on the bell and in the app bar; the indicator opens the day', async () => {
    const server = fakeServer();
    const { events, router } = renderRoute('/groups', { user: testUser });
    const source = await stream();
    const bell = await screen.findByRole('link', { name: 'Notifications' }, slow);

    // A change fans out to several inboxes at once: the event names no entry.
    server.state.inbox = [buildNotification({ id: 'n7' })];
    source.send('notification.changed', { type: 'notification.changed' }, '4');
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications (1 unread)'));
    const indicator = await screen.findByRole('link', {
      name: 'New notification: Grace Hopper will attend Climbing Crew on Sonntag, 29. März 2026',
    });

    await events.click(indicator);
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'), slow);
    expect(router.state.location.search).toBe(`?activeDay=${dayMs('2026-03-29')}`);
    expect(server.requests).toContain('POST /api/notifications/n7/read');
    expect(screen.queryByRole('link', { name: /New notification/ })).not.toBeInTheDocument();
  });

  it('names the owner as the owner in the notice (ADR 030)', async () => {
    const server = fakeServer();
    renderRoute('/groups', { user: testUser });
    const source = await stream();
    server.state.inbox = [
      buildNotification({ id: 'n9', context: { userDisplayName: 'Ada Owner', userIsOwner: true } }),
    ];
    source.send('notification.changed', { type: 'notification.changed' }, '4');
    expect(
      await screen.findByRole('link', {
        name: 'New notification: Ada Owner (owner) will attend Climbing Crew on Sonntag, 29. März 2026',
      }),
    ).toBeVisible();
  });

  it('does not announce an entry that was already there', async () => {
    const server = fakeServer();
    server.state.inbox = [buildNotification({ id: 'n7' })];
    renderRoute('/groups', { user: testUser });
    const source = await stream();
    await screen.findByRole('link', { name: 'Notifications (1 unread)' });

    source.send('notification.changed', { type: 'notification.changed' }, '4');
    await waitFor(() => expect(server.count('GET /api/notifications?limit=1')).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link', { name: /New notification/ })).not.toBeInTheDocument();
  });

  it('adds the card on the open inbox, without an indicator there', async () => {
    const server = fakeServer();
    renderRoute('/notifications', { user: testUser });
    const source = await stream();
    await screen.findByText("You don't have any notifications yet.", {}, slow);

    server.state.inbox = [buildNotification({ id: 'n8' })];
    source.send(
      'notification.changed',
      { type: 'notification.changed', notificationId: 'n8' },
      '6',
    );
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('button')).toHaveTextContent('Grace Hopper will attend');
    expect(screen.queryByRole('link', { name: /New notification/ })).not.toBeInTheDocument();
  });

  it('drops the indicator when its notification is read elsewhere', async () => {
    const server = fakeServer();
    renderRoute('/groups', { user: testUser });
    const source = await stream();
    server.state.inbox = [buildNotification({ id: 'n7' })];
    source.send(
      'notification.changed',
      { type: 'notification.changed', notificationId: 'n7' },
      '4',
    );
    await screen.findByRole('link', { name: /New notification/ }, slow);

    server.state.inbox = [buildNotification({ id: 'n7', isRead: true })];
    source.send('notification.changed', { type: 'notification.changed' }, '5');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /New notification/ })).not.toBeInTheDocument(),
    );
  });

  it('refetches everything shown on a resync', async () => {
    const server = fakeServer();
    renderRoute('/groups/g1', { user: testUser });
    const source = await stream();
    await waitFor(() => expect(presentCount()).toHaveTextContent('0'), slow);
    const counts = () =>
      ['GET /api/groups/g1', 'GET /api/groups/g1/attendance', 'GET /api/notifications'].map(
        server.count,
      );
    const before = counts();

    source.send('resync', { type: 'resync' }, '20');
    await waitFor(() => counts().forEach((count, i) => expect(count).toBeGreaterThan(before[i]!)));
  });
});
