import { screen, waitFor, within } from '@testing-library/react';
import { activeDayParam, toDay } from '@turnout/domain';
import { memo, type FunctionComponent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAttendanceServer } from '../testing/fake-attendance-server.ts';
import { renderCalendar, testGroup } from '../testing/render-calendar.tsx';
import type { DayCellProps } from './day-cell.tsx';
import type { MonthViewProps } from './month-view.tsx';

// Counts the renders of each day cell: with 100 members and five months of cells, selecting a
// day must not re-render the whole calendar (docs/product.md#performance-budgets).
const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('./day-cell.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./day-cell.tsx')>();
  const Inner = (actual.DayCell as unknown as { type: FunctionComponent<DayCellProps> }).type;
  return {
    ...actual,
    DayCell: memo(function CountedDayCell(props: DayCellProps) {
      renders.set(props.day, (renders.get(props.day) ?? 0) + 1);
      return Inner(props);
    }),
  };
});

// And the renders of each month: a change of one day rebuilds that month's cells' names only.
const monthRenders = vi.hoisted(() => new Map<string, number>());

vi.mock('./month-view.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./month-view.tsx')>();
  const Inner = (actual.MonthView as unknown as { type: FunctionComponent<MonthViewProps> }).type;
  return {
    ...actual,
    MonthView: memo(function CountedMonthView(props: MonthViewProps) {
      monthRenders.set(props.month, (monthRenders.get(props.month) ?? 0) + 1);
      return Inner(props);
    }, actual.monthViewPropsEqual),
  };
});

const at22 = `?activeDay=${activeDayParam(toDay('2026-11-22'), 'Europe/Berlin')}`;
const renderCount = () => [...renders.values()].reduce((sum, count) => sum + count, 0);

// The months around the selected one, and the tallies, arrive in background renders: on a busy
// machine some are still on their way when the test moves on. Counting starts once no cell has
// rendered for a while.
async function settled() {
  let last = -1;
  await waitFor(
    () => {
      const now = renderCount();
      const still = now !== last;
      last = now;
      if (still) throw new Error('cells are still rendering');
    },
    { interval: 300, timeout: 15_000 },
  );
}

const cell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)!;

describe('calendar renders', { timeout: 60_000 }, () => {
  it('re-renders only the cells whose selection or mark changed', async () => {
    fakeAttendanceServer(testGroup);
    const { events } = renderCalendar(at22);
    await screen.findByRole('group', { name: 'Calendar' });
    // The months around the selected one fill in right after it.
    await waitFor(() => expect(renders.size).toBeGreaterThan(140));
    await settled();

    renders.clear();
    await events.click(cell('2026-11-24'));
    await waitFor(() => expect(cell('2026-11-24')).toHaveAttribute('aria-pressed', 'true'));
    expect([...renders.keys()].sort()).toEqual(['2026-11-22', '2026-11-24']);

    await settled();
    renders.clear();
    monthRenders.clear();
    const sheet = screen.getByRole('region', { name: 'Selected day' });
    const present = within(sheet).getByRole('button', { name: 'Present' });
    await events.click(present);
    // The sheet shows the answer in the tap's own render; the calendar takes it after the frame.
    expect(present).toHaveAttribute('aria-pressed', 'true');
    expect(monthRenders.size).toBe(0);
    await waitFor(() => expect(cell('2026-11-24')).toHaveAttribute('data-mark', 'present'));
    expect([...renders.keys()]).toEqual(['2026-11-24']);
    expect([...monthRenders.keys()]).toEqual(['2026-11']);
  });
});
