import { screen, waitFor, within } from '@testing-library/react';
import { activeDayParam, toDay, type Group, type Schedule } from '@turnout/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { fakeAttendanceServer } from './testing/fake-attendance-server.ts';
import { renderCalendar, testGroup } from './testing/render-calendar.tsx';

// Season planning on the group screen: training days marked in the calendar (to the eye and in
// the cells' names), the day sheet's time and place, and a repeating answer in one request.

const schedule: Schedule = {
  trainingDays: [
    { weekday: 1, time: '18:30', place: 'Halle 2' },
    { weekday: 4, time: null, place: null },
  ],
  cancelledDates: [toDay('2026-12-24')],
};
const group: Group = { ...testGroup, schedule };
// Monday, 30 November 2026.
const at = (day: string) => `?activeDay=${activeDayParam(toDay(day), 'Europe/Berlin')}`;

/** A day's cell; the months beside the selected one render a moment later. */
async function cell(day: string): Promise<HTMLElement> {
  const calendar = await screen.findByRole('group', { name: 'Calendar' });
  return waitFor(() => {
    const element = calendar.querySelector<HTMLElement>(`[data-day="${day}"]`);
    if (!element) throw new Error(`No cell for ${day}`);
    return element;
  });
}

const sheet = () => screen.getByRole('region', { name: 'Selected day' });

// The dialog's code loads lazily: slow on a busy machine.
const slow = { timeout: 5000 };

describe('season planning in the calendar', { timeout: 30_000 }, () => {
  // Today is the Saturday before that Monday, whatever the machine's date: the dialog starts its
  // run of days at the later of the selected day and today (CONTRIBUTING.md "Tests and the calendar").
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 28, 10, 0) }));
  afterEach(() => vi.useRealTimers());

  it('names training days with their time, and cancelled ones, in the cells', async () => {
    fakeAttendanceServer(group);
    renderCalendar(at('2026-11-30'), { group });
    expect(await cell('2026-11-30')).toHaveAccessibleName(
      /^Montag, 30\. November 2026, training day at 18:30, /,
    );
    expect(await cell('2026-12-03')).toHaveAccessibleName(
      /^Donnerstag, 3\. Dezember 2026, training day, /,
    );
    expect(await cell('2026-12-24')).toHaveAccessibleName(
      /^Donnerstag, 24\. Dezember 2026, training cancelled, /,
    );
    expect(await cell('2026-12-01')).toHaveAccessibleName(
      /^Dienstag, 1\. Dezember 2026, 0 present/,
    );
  });

  it('marks nothing for a group without training days', async () => {
    fakeAttendanceServer(testGroup);
    renderCalendar(at('2026-11-30'));
    expect(await cell('2026-11-30')).not.toHaveAccessibleName(/training/);
    expect(screen.queryByTestId('training-info')).not.toBeInTheDocument();
  });

  it('shows the day’s time and place in the day sheet, or that it is cancelled', async () => {
    fakeAttendanceServer(group);
    const { events } = renderCalendar(at('2026-11-30'), { group });
    expect(await within(sheet()).findByTestId('training-info')).toHaveTextContent(
      'Training day · 18:30 · Halle 2',
    );
    await events.click(await cell('2026-12-24'));
    expect(within(sheet()).getByTestId('training-info')).toHaveTextContent('Training cancelled');
    await events.click(await cell('2026-12-01'));
    expect(within(sheet()).queryByTestId('training-info')).not.toBeInTheDocument();
  });

  it('shows a date’s own end in the day sheet, and the weekday’s on the other dates', async () => {
    const withRules: Group = {
      ...testGroup,
      schedule: {
        trainingDays: [{ weekday: 1, time: '18:30', place: 'Halle 2', end: '20:00' }],
        cancelledDates: [],
        dayRules: [{ day: toDay('2026-11-30'), end: '19:30', limit: 8 }],
      },
    };
    fakeAttendanceServer(withRules);
    const { events } = renderCalendar(at('2026-11-30'), { group: withRules });
    expect(await within(sheet()).findByTestId('training-info')).toHaveTextContent(
      'Training day · 18:30–19:30 · Halle 2',
    );
    await events.click(await cell('2026-12-07'));
    expect(within(sheet()).getByTestId('training-info')).toHaveTextContent(
      'Training day · 18:30–20:00 · Halle 2',
    );
  });

  it('answers the training days until a date in one request, then refetches the calendar once', async () => {
    const server = fakeAttendanceServer(group);
    const attendanceFetch = globalThis.fetch;
    const series = vi.fn(async (_body: unknown) => json(200, { days: ['2026-11-30'], kept: [] }));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/attendance/series')) {
        return series(JSON.parse(String(init?.body)));
      }
      return attendanceFetch(input, init);
    });
    const { events } = renderCalendar(at('2026-11-30'), { group });
    await cell('2026-11-30');
    await events.click(within(sheet()).getByRole('button', { name: 'Answer several days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer several days' }, slow);
    // The group's training days come first and are chosen.
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.slice(0, 2).map((box) => box.closest('label')?.textContent)).toEqual([
      'Montag (training day)',
      'Donnerstag (training day)',
    ]);
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Present' })).toBeChecked();
    // Four weeks from Monday 30 Nov: 4 Mondays and 4 Thursdays, less 24 Dec (cancelled).
    expect(within(dialog).getByRole('status')).toHaveTextContent('You will be present on 7 days.');
    const until = within(dialog).getByLabelText(/^Until/);
    await events.clear(until);
    await events.type(until, '2026-12-31');
    // 30 Nov – 31 Dec: Mondays 30, 7, 14, 21, 28 and Thursdays 3, 10, 17, 31 (24 is cancelled).
    expect(within(dialog).getByRole('status')).toHaveTextContent('You will be present on 9 days.');
    await events.type(within(dialog).getByLabelText(/^Note/), 'Bring the rope');
    const gets = server.gets().length;
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(series).toHaveBeenCalledTimes(1);
    expect(series).toHaveBeenCalledWith({
      from: '2026-11-30',
      to: '2026-12-31',
      weekdays: [1, 4],
      state: 'present',
      note: 'Bring the rope',
      existing: 'keep',
    });
    await waitFor(() => expect(server.gets().length).toBe(gets + 1));
  });

  it('says what is wrong and sends nothing for dates the wrong way round', async () => {
    fakeAttendanceServer(group);
    const series = vi.fn();
    const attendanceFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/attendance/series')) return series();
      return attendanceFetch(input, init);
    });
    const { events } = renderCalendar(at('2026-11-30'), { group });
    await cell('2026-11-30');
    await events.click(within(sheet()).getByRole('button', { name: 'Answer several days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer several days' }, slow);
    await events.click(within(dialog).getByRole('radio', { name: 'Away' }));
    await events.click(within(dialog).getByRole('checkbox', { name: 'Every day' }));
    const until = within(dialog).getByLabelText(/^Until/);
    await events.clear(until);
    await events.type(until, '2026-11-01');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText(/^Until/)).toHaveAccessibleDescription(
      'The last day must not be before the first.',
    );
    expect(series).not.toHaveBeenCalled();
  });
});
