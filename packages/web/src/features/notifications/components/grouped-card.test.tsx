import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testUser } from '../../../test/fixtures.ts';
import { buildGroup } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { buildNotification, dayMs, page } from '../testing/notification-fixtures.ts';

configure({ asyncUtilTimeout: 5000 });
const slow = { timeout: 5000 };

// Ben said within a minute that he will not come from 5 to 11 December; Anna answered before.
const ben = (id: string, day: string, second: number) =>
  buildNotification({
    id,
    updatedAt: `2026-12-01T10:00:${String(second).padStart(2, '0')}.000Z`,
    context: {
      userId: 'ben',
      userDisplayName: 'Ben',
      attendance: false,
      timestamp: dayMs(day),
      ...(day === '2026-12-06' ? { note: 'Away at a wedding' } : {}),
    },
  });
const items = [
  ben('n3', '2026-12-11', 30),
  ben('n2', '2026-12-06', 20),
  ben('n1', '2026-12-05', 10),
  buildNotification({
    id: 'n0',
    isRead: true,
    updatedAt: '2026-12-01T09:00:00.000Z',
    context: { userId: 'anna', userDisplayName: 'Anna' },
  }),
];

function inbox() {
  const noContent = () => new Response(null, { status: 204 });
  return stubApi({
    'GET /api/notifications?limit=20': () => json(200, page(items)),
    'GET /api/notifications?limit=1': () => json(200, page(items.slice(0, 1), { unreadCount: 3 })),
    'POST /api/notifications/n1/read': noContent,
    'POST /api/notifications/n2/read': noContent,
    'POST /api/notifications/n3/read': noContent,
    'GET /api/groups/g1': () => json(200, buildGroup()),
  });
}

async function cards() {
  const list = await screen.findByRole('list', {}, slow);
  return within(list).getAllByRole('listitem');
}

describe('A member’s run of days in the inbox', { timeout: 20_000 }, () => {
  it('is one card naming its days (runs of consecutive days), expanding to each day and its note', async () => {
    inbox();
    const { events } = renderRoute('/notifications', { user: testUser });
    const [run, anna, ...rest] = (await cards()) as [HTMLElement, HTMLElement];
    expect(rest).toEqual([]);
    expect(run).toHaveTextContent('Ben will not attend');
    // Its days, not one range over the days between that it does not hold.
    expect(run).toHaveTextContent('5.–6. Dez., 11. Dez.');
    expect(run).not.toHaveTextContent('5.–11. Dez.');
    expect(anna).toHaveTextContent('Anna will attend');

    const toggle = within(run).getByRole('button', { name: 'The 3 days' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const days = within(run).getAllByRole('button', { name: /Dezember 2026/ });
    expect(days.map((day) => day.textContent)).toEqual([
      'Samstag, 5. Dezember 2026',
      'Sonntag, 6. Dezember 2026Note: Away at a wedding',
      'Freitag, 11. Dezember 2026',
    ]);
  });

  it('opens the first day on a tap and marks every day of it read', async () => {
    const calls = inbox();
    const { events, router } = renderRoute('/notifications', { user: testUser });
    const [run] = await cards();
    await events.click(within(run!).getByRole('button', { name: /Ben will not attend/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'), slow);
    expect(router.state.location.search).toBe(`?activeDay=${dayMs('2026-12-05')}`);
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts.sort()).toEqual([
      '/api/notifications/n1/read',
      '/api/notifications/n2/read',
      '/api/notifications/n3/read',
    ]);
  });

  it('opens one of its days from the expanded list', async () => {
    const calls = inbox();
    const { events, router } = renderRoute('/notifications', { user: testUser });
    const [run] = await cards();
    await events.click(within(run!).getByRole('button', { name: 'The 3 days' }));
    await events.click(within(run!).getByRole('button', { name: /Sonntag, 6\. Dezember/ }));

    await waitFor(
      () => expect(router.state.location.search).toBe(`?activeDay=${dayMs('2026-12-06')}`),
      slow,
    );
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts).toEqual(['/api/notifications/n2/read']);
  });
});
