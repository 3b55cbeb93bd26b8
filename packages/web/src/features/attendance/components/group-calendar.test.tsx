import { screen, waitFor, within } from '@testing-library/react';
import { activeDayParam, toDay, type AttendanceRecord } from '@turnout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../test/fixtures.ts';
import { fakeAttendanceServer } from '../testing/fake-attendance-server.ts';
import { renderCalendar, testGroup } from '../testing/render-calendar.tsx';

const day = toDay('2026-11-22');
const at22 = `?activeDay=${activeDayParam(day, 'Europe/Berlin')}`;

const mine = (d: string, attendance: boolean): AttendanceRecord => ({
  userId: testUser.id,
  userDisplayName: testUser.displayName,
  day: toDay(d),
  attendance,
});

const sheet = () => screen.getByRole('region', { name: 'Selected day' });
/**
 * The cell of a day (the calendar appears once the data has loaded). Found by its day rather
 * than by role and name: computing the names of 150 buttons per query makes tests slow; the
 * tests assert the accessible name instead.
 */
async function cell(day: string): Promise<HTMLElement> {
  const calendar = await screen.findByRole('group', { name: 'Calendar' });
  const element = calendar.querySelector<HTMLElement>(`[data-day="${day}"]`);
  if (!element) throw new Error(`No cell for ${day}`);
  return element;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GroupCalendar', { timeout: 20_000 }, () => {
  it('selects the day of ?activeDay in the configured zone', async () => {
    fakeAttendanceServer(testGroup);
    renderCalendar(at22);
    expect(
      await within(sheet()).findByRole('button', { name: 'Sonntag, 22. November 2026' }),
    ).toBeInTheDocument();
    const selected = await cell('2026-11-22');
    expect(selected).toHaveAttribute('aria-pressed', 'true');
    expect(selected).toHaveAccessibleName(/^Sonntag, 22\. November 2026/);
  });

  it('accepts any instant within the day, not only its start', async () => {
    fakeAttendanceServer(testGroup);
    // 22:30 UTC is 23:30 on the 22nd in Berlin, but already the 23rd in Kathmandu (test zone).
    renderCalendar(`?activeDay=${Date.UTC(2026, 10, 22, 22, 30)}`);
    expect(
      await within(sheet()).findByRole('button', { name: 'Sonntag, 22. November 2026' }),
    ).toBeInTheDocument();
  });

  it('shows today in Berlin without activeDay (or with a broken one)', async () => {
    // 20:00 UTC on 22 Nov: Sunday evening in Berlin, Monday morning in Kathmandu.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 22, 20, 0) });
    fakeAttendanceServer(testGroup);
    renderCalendar('?activeDay=yesterday');
    const today = await cell('2026-11-22');
    expect(today).toHaveAccessibleName('Sonntag, 22. November 2026, today, 0 present, 0 away');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads the five months around the selected day and shows whole months', async () => {
    const server = fakeAttendanceServer(testGroup);
    renderCalendar(at22);
    await screen.findByRole('heading', { name: 'November 2026' });
    // The calendar's first read (the day sheet also reads the selected day's record).
    const calendarReads = server.gets().filter((get) => get.path.includes('/attendance?'));
    expect(calendarReads[0]?.path).toBe('/api/groups/g1/attendance?from=2026-09-01&to=2027-01-31');
    for (const month of ['September 2026', 'Oktober 2026', 'Dezember 2026', 'Januar 2027']) {
      expect(screen.getByRole('heading', { name: month })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'August 2026' })).not.toBeInTheDocument();
    const november = screen.getByRole('region', { name: 'November 2026' });
    expect(november.querySelectorAll('button[data-day]')).toHaveLength(30);
    // de weeks start on Monday: 1 Nov 2026 is a Sunday, so six empty cells come first.
    const grid = november.querySelector('button[data-day]')?.parentElement;
    expect([...(grid?.children ?? [])].findIndex((child) => child.matches('button'))).toBe(6);
  });

  it('marks the first of a month, today, the selection and my own attendance', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 10, 9, 0) });
    fakeAttendanceServer(testGroup, [mine('2026-11-20', true), mine('2026-11-21', false)]);
    renderCalendar(at22);
    const present = await cell('2026-11-20');
    expect(present).toHaveAccessibleName(
      'Freitag, 20. November 2026, my answer: Present, 1 present, 0 away',
    );
    expect(present).toHaveAttribute('data-mark', 'present');
    expect(present.querySelector('svg')).not.toBeNull(); // an icon, not colour alone
    const away = await cell('2026-11-21');
    expect(away).toHaveAccessibleName(
      'Samstag, 21. November 2026, my answer: Away, 0 present, 1 away',
    );
    expect(away).toHaveAttribute('data-mark', 'away');
    const today = await cell('2026-11-10');
    expect(today).toHaveAccessibleName('Dienstag, 10. November 2026, today, 0 present, 0 away');
    expect(today).toHaveAttribute('aria-current', 'date');
    // The month label is drawn by CSS from data-month (see day-cell.tsx).
    expect(await cell('2026-11-01')).toHaveAttribute('data-month', 'Nov');
    expect(await cell('2026-11-01')).toHaveTextContent(/^1$/);
    expect(await cell('2026-11-02')).toHaveTextContent(/^2$/);
    const calendar = screen.getByRole('group', { name: 'Calendar' });
    expect(calendar.querySelectorAll('[aria-pressed="true"]')).toHaveLength(1);
    expect(calendar.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
  });

  it('selects a tapped day by replacing activeDay in the URL', async () => {
    fakeAttendanceServer(testGroup);
    const { router, events } = renderCalendar(at22);
    await events.click(await cell('2026-11-24'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe(
      `?activeDay=${activeDayParam(toDay('2026-11-24'), 'Europe/Berlin')}`,
    );
    expect(
      within(sheet()).getByRole('button', { name: 'Dienstag, 24. November 2026' }),
    ).toBeVisible();
    expect(await cell('2026-11-24')).toHaveAttribute('aria-pressed', 'true');
    expect(await cell('2026-11-22')).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves the selection with the arrow keys', async () => {
    fakeAttendanceServer(testGroup);
    const { events } = renderCalendar(at22);
    (await cell('2026-11-22')).focus();
    await events.keyboard('{ArrowDown}');
    const next = await cell('2026-11-29');
    await waitFor(() => expect(next).toHaveFocus());
    expect(next).toHaveAttribute('aria-pressed', 'true');
    await events.keyboard('{ArrowLeft}');
    await waitFor(async () => expect(await cell('2026-11-28')).toHaveFocus());
  });

  it('shows a skeleton while loading, and an error with retry', async () => {
    const server = fakeAttendanceServer(testGroup);
    server.failNextGets(3); // the query client retries twice
    const { events } = renderCalendar(at22);
    expect(screen.getByRole('status', { name: 'Loading the calendar…' })).toBeInTheDocument();
    expect(
      await screen.findByText("The group's attendance couldn't be loaded.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
  });

  it('pins the location and description above the calendar', async () => {
    fakeAttendanceServer(testGroup);
    renderCalendar(at22);
    const details = await screen.findByRole('region', { name: 'About this group' });
    expect(details).toHaveTextContent('Boulderhalle Nord');
    expect(details).toHaveTextContent('Tuesdays and Thursdays from 18:00.');
    await screen.findByRole('group', { name: 'Calendar' });
  });
});
