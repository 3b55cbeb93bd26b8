import { screen, waitFor, within } from '@testing-library/react';
import { activeDayParam, toDay, type Group, type Schedule } from '@turnout/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, testUser } from '../../test/fixtures.ts';
import { fakeAttendanceServer } from './testing/fake-attendance-server.ts';
import { renderCalendar, testGroup } from './testing/render-calendar.tsx';

// A repeating answer over days I already answered otherwise or noted
// (docs/decisions/032-notes-belong-to-answers.md): the dialog names them, keeps them by default
// and counts only the days it will answer; replacing them is one choice away.

const schedule: Schedule = {
  trainingDays: [
    { weekday: 1, time: '18:30', place: null },
    { weekday: 4, time: null, place: null },
  ],
  cancelledDates: [toDay('2026-12-24')],
};
const group: Group = { ...testGroup, schedule };
const mine = (day: string, attendance: boolean, note?: string) => ({
  userId: testUser.id,
  userDisplayName: testUser.displayName,
  day: toDay(day),
  attendance,
  ...(note ? { note } : {}),
});

// The dialog's code loads lazily: slow on a busy machine.
const slow = { timeout: 5000 };

describe('a repeating answer over answered days', { timeout: 30_000 }, () => {
  it('names them, keeps them by default, and replaces them when asked', async () => {
    fakeAttendanceServer(group, [
      mine('2026-12-03', true, 'Late, around 19:00'),
      mine('2026-12-07', false),
      // Already so: not in the way.
      mine('2026-12-10', true),
    ]);
    const attendanceFetch = globalThis.fetch;
    const series = vi.fn(async (_body: unknown) => json(200, { days: [], kept: [] }));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/attendance/series')) {
        return series(JSON.parse(String(init?.body)));
      }
      return attendanceFetch(input, init);
    });
    const { events } = renderCalendar(
      `?activeDay=${activeDayParam(toDay('2026-11-30'), 'Europe/Berlin')}`,
      { group },
    );
    const sheet = await screen.findByRole('region', { name: 'Selected day' });
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Answer several days' })).toBeEnabled(),
    );
    await events.click(within(sheet).getByRole('button', { name: 'Answer several days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer several days' }, slow);

    const existing = await within(dialog).findByRole('group', {
      name: '2 days already have another answer or a note',
    });
    expect(
      within(existing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Do., 3. Dez.: PresentLate, around 19:00', 'Mo., 7. Dez.: Away']);
    const keep = within(existing).getByRole('radio', { name: 'Keep them as they are' });
    expect(keep).toBeChecked();
    // Seven training days in four weeks, less the two kept.
    expect(within(dialog).getByRole('status')).toHaveTextContent('You will be present on 5 days.');
    await events.click(
      within(existing).getByRole('radio', { name: 'Replace them with this answer' }),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('You will be present on 7 days.');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(series).toHaveBeenCalledTimes(1));
    expect(series.mock.calls[0]![0]).toMatchObject({ state: 'present', existing: 'replace' });
  });
});
