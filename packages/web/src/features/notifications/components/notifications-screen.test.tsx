import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testUser } from '../../../test/fixtures.ts';
import { buildGroup } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { buildNotification, dayMs, page } from '../testing/notification-fixtures.ts';

// Screens load lazily; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// The first render loads the lazy route: more than findBy's default second on a busy machine.
const slow = { timeout: 5000 };

const LIST = 'GET /api/notifications?limit=20';
const SUMMARY = 'GET /api/notifications?limit=1';
const noContent = () => new Response(null, { status: 204 });

const newest = buildNotification({ id: 'n2', updatedAt: '2026-03-28T12:00:00.000Z' });
const older = buildNotification({
  id: 'n1',
  isRead: true,
  context: {
    userDisplayName: 'Alan Turing',
    attendance: false,
    groupName: 'Book Club',
    groupId: 'g2',
    timestamp: dayMs('2026-12-31'),
  },
});
const revoked = buildNotification({ id: 'n3', context: { attendance: null } });

function inbox(items = [newest, older]) {
  return {
    [LIST]: () => json(200, page(items)),
    [SUMMARY]: () =>
      json(
        200,
        page(items.slice(0, 1), { unreadCount: items.filter((item) => !item.isRead).length }),
      ),
  };
}

async function cards() {
  const list = await screen.findByRole('list', {}, slow);
  return within(list).getAllByRole('listitem');
}

describe('Notifications screen', { timeout: 20_000 }, () => {
  it('lists the cards newest first, with German dates in the configured zone', async () => {
    stubApi(inbox([newest, older, revoked]));
    renderRoute('/notifications', { user: testUser });
    const [first, second, third] = await cards();

    // TZ=Asia/Kathmandu on the machine; the app's zone is Europe/Berlin.
    expect(first).toHaveTextContent('Climbing Crew');
    expect(first).toHaveTextContent('Grace Hopper will attend');
    expect(first).toHaveTextContent('Sonntag, 29. März 2026');
    expect(second).toHaveTextContent('Alan Turing will not attend');
    expect(second).toHaveTextContent('Donnerstag, 31. Dezember 2026');
    expect(third).toHaveTextContent('Grace Hopper withdrew their answer');
  });

  it('marks the owner’s card with the owner’s badge, and no other (ADR 030)', async () => {
    const fromOwner = buildNotification({
      id: 'n4',
      context: { userDisplayName: 'Ada Owner', userIsOwner: true },
    });
    const lookAlike = buildNotification({ id: 'n5', context: { userDisplayName: 'Ada Owner' } });
    stubApi(inbox([fromOwner, lookAlike]));
    renderRoute('/notifications', { user: testUser });
    const [owner, other] = (await cards()) as [HTMLElement, HTMLElement];
    expect(within(owner).getByText('Owner')).toBeVisible();
    expect(within(other).queryByText('Owner')).toBeNull();
    expect(other).toHaveTextContent('Ada Owner will attend');
  });

  // docs/decisions/031-removal-keeps-the-link.md
  it('says whether a member left or was removed since, and tells me of my own removal', async () => {
    const left = buildNotification({
      id: 'l',
      context: { userId: 'u-left', userDisplayName: 'Alan Turing', memberLeft: true },
    });
    const removed = buildNotification({
      id: 'r',
      updatedAt: '2026-03-28T09:00:00.000Z',
      context: {
        userId: 'u-removed',
        userDisplayName: 'Ben Bitdiddle',
        memberLeft: true,
        memberRemoved: true,
      },
    });
    const removal = buildNotification({
      id: 'me',
      updatedAt: '2026-03-28T08:00:00.000Z',
      context: { userDisplayName: 'Ada Lovelace', attendance: null, kind: 'removal' },
    });
    stubApi(inbox([left, removed, removal]));
    renderRoute('/notifications', { user: testUser });
    const [first, second, third] = await cards();
    expect(first).toHaveTextContent('Alan Turing has since left the group');
    expect(second).toHaveTextContent('Ben Bitdiddle has since been removed from the group');
    expect(second).not.toHaveTextContent('left');
    expect(third).toHaveTextContent('You were removed from the group by its owner, Ada Lovelace');
  });

  it('mutes read cards and marks unread ones for screen readers', async () => {
    stubApi(inbox());
    renderRoute('/notifications', { user: testUser });
    const [unread, read] = (await cards()) as [HTMLElement, HTMLElement];
    expect(within(unread).getByRole('button')).toHaveAccessibleName(/Unread$/);
    expect(within(read).getByRole('button')).not.toHaveAccessibleName(/Unread/);
    expect(read).toHaveStyle({ opacity: '0.7' });
    expect(unread).toHaveStyle({ opacity: '1' });
  });

  it('marks a tapped card read and opens its day in the group', async () => {
    const calls = stubApi({
      ...inbox(),
      'POST /api/notifications/n2/read': noContent,
      'GET /api/groups/g1': () => json(200, buildGroup()),
    });
    const { events, router } = renderRoute('/notifications', { user: testUser });
    const [card] = await cards();
    await events.click(within(card!).getByRole('button'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'), slow);
    expect(router.state.location.search).toBe(`?activeDay=${dayMs('2026-03-29')}`);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /api/notifications/n2/read',
    );
  });

  it('asks before marking all as read, then clears the bell', async () => {
    let allRead = false;
    const calls = stubApi({
      [LIST]: () => json(200, page(allRead ? [{ ...newest, isRead: true }] : [newest])),
      [SUMMARY]: () => json(200, page([{ ...newest, isRead: allRead }])),
      'POST /api/notifications/read-all': () => ((allRead = true), noContent()),
    });
    const { events } = renderRoute('/notifications', { user: testUser });
    const bell = await screen.findByRole('link', { name: 'Notifications (1 unread)' }, slow);
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());

    await events.click(markAll);
    const dialog = await screen.findByRole('dialog', { name: 'Mark all as read?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await events.click(markAll);
    await events.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark all as read' }),
    );
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/notifications/read-all',
    ]);
    await waitFor(() => expect(markAll).toBeDisabled());
  });

  it('pages a long inbox with Load more', async () => {
    stubApi({
      [LIST]: () => json(200, page([newest], { nextCursor: 'c1' })),
      'GET /api/notifications?limit=20&cursor=c1': () => json(200, page([older])),
      [SUMMARY]: () => json(200, page([newest])),
    });
    const { events } = renderRoute('/notifications', { user: testUser });
    expect(await cards()).toHaveLength(1);
    await events.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says so when there aren't any", async () => {
    stubApi(inbox([]));
    renderRoute('/notifications', { user: testUser });
    expect(
      await screen.findByText("You don't have any notifications yet.", {}, slow),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
