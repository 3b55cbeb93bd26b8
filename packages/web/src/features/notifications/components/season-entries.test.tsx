import { configure, screen, waitFor, within } from '@testing-library/react';
import { toDay } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testUser } from '../../../test/fixtures.ts';
import { buildGroup } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { buildNotification, dayMs, page } from '../testing/notification-fixtures.ts';

configure({ asyncUtilTimeout: 5000 });

// Season planning's inbox entries: one card for a whole repeating answer, in the push's words,
// and the reminder of tomorrow's training, each opening its day.

const series = buildNotification({
  id: 's1',
  updatedAt: '2026-11-30T10:00:00.000Z',
  context: {
    kind: 'series',
    userId: 'ines',
    userDisplayName: 'Ines',
    attendance: true,
    timestamp: dayMs('2026-12-01'),
    series: {
      from: toDay('2026-12-01'),
      to: toDay('2027-01-29'),
      dayCount: 12,
      trainingDays: true,
      except: [toDay('2026-12-03')],
    },
  },
});
const away = buildNotification({
  id: 's0',
  isRead: true,
  updatedAt: '2026-11-30T09:00:00.000Z',
  context: {
    kind: 'series',
    userId: 'ben',
    userDisplayName: 'Ben',
    attendance: false,
    timestamp: dayMs('2026-12-21'),
    series: {
      from: toDay('2026-12-21'),
      to: toDay('2026-12-21'),
      dayCount: 1,
      trainingDays: false,
    },
  },
});
const reminder = buildNotification({
  id: 'r1',
  updatedAt: '2026-11-30T17:00:00.000Z',
  context: {
    kind: 'reminder',
    userDisplayName: 'Ada Lovelace',
    attendance: null,
    timestamp: dayMs('2026-12-01'),
    reminder: { time: '18:30', place: 'Halle 2', present: 5, away: 2 },
  },
});

function inbox() {
  const items = [reminder, series, away];
  return stubApi({
    'GET /api/notifications?limit=20': () => json(200, page(items)),
    'GET /api/notifications?limit=1': () => json(200, page(items.slice(0, 1), { unreadCount: 2 })),
    'POST /api/notifications/s1/read': () => new Response(null, { status: 204 }),
    'POST /api/notifications/r1/read': () => new Response(null, { status: 204 }),
    'GET /api/groups/g1': () => json(200, buildGroup()),
  });
}

async function cards() {
  const list = await screen.findByRole('list');
  return within(list).getAllByRole('listitem');
}

describe('Season planning in the inbox', { timeout: 20_000 }, () => {
  it('says a repeating answer in one card and a reminder in another', async () => {
    inbox();
    renderRoute('/notifications', { user: testUser });
    const [first, second, third, ...rest] = await cards();
    expect(rest).toEqual([]);
    expect(first).toHaveTextContent('Tomorrow 18:30: 5 present, 2 away. Are you coming?');
    expect(first).toHaveTextContent('Halle 2');
    expect(second).toHaveTextContent(
      'Ines will attend 12 training days, 1. Dez. 2026 – 29. Jan. 2027',
    );
    // The day between that kept another answer is named.
    expect(second).toHaveTextContent('Not on Do., 3. Dez.');
    expect(third).toHaveTextContent('Ben will not attend 1 day, 21. Dez.');
    expect(third).not.toHaveTextContent('Not on');
    // One card, not a run of days to expand.
    expect(within(second!).queryByRole('button', { name: /days$/ })).not.toBeInTheDocument();
  });

  it('opens the repeating answer’s first day', async () => {
    const calls = inbox();
    const { events, router } = renderRoute('/notifications', { user: testUser });
    const [, second] = await cards();
    await events.click(within(second!).getByRole('button', { name: /Ines will attend/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'));
    expect(router.state.location.search).toBe(`?activeDay=${dayMs('2026-12-01')}`);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/notifications/s1/read',
    ]);
  });

  it('opens the reminder’s day', async () => {
    inbox();
    const { events, router } = renderRoute('/notifications', { user: testUser });
    const [first] = await cards();
    await events.click(within(first!).getByRole('button', { name: /Are you coming/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'));
    expect(router.state.location.search).toBe(`?activeDay=${dayMs('2026-12-01')}`);
  });
});
