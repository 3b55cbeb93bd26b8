import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activeDayParam, toDay } from '@turnout/domain';
import { BOTTOM_SHEET } from '../../../lib/ui-constants.ts';
import { describe, expect, it, vi } from 'vitest';
import { fakeAttendanceServer } from '../testing/fake-attendance-server.ts';
import { renderCalendar, testGroup } from '../testing/render-calendar.tsx';

const at22 = `?activeDay=${activeDayParam(toDay('2026-11-22'), 'Europe/Berlin')}`;
const sheet = () => screen.getByRole('region', { name: 'Selected day' });
const expandedHeight = () => `${window.innerHeight - BOTTOM_SHEET.expandedHeightOffset}px`;

/** Pretends to be a phone: a finger for a pointer. */
function stubTouch() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('coarse'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

describe('the bottom sheet', { timeout: 20_000 }, () => {
  it('expands and collapses with a button when there is no touch', async () => {
    fakeAttendanceServer(testGroup);
    const { events } = renderCalendar(at22);
    expect(sheet()).toHaveStyle({ height: '264px' });
    await events.click(within(sheet()).getByRole('button', { name: 'Expand' }));
    expect(sheet()).toHaveStyle({ height: expandedHeight() });
    const collapse = within(sheet()).getByRole('button', { name: 'Collapse' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await events.click(collapse);
    expect(sheet()).toHaveStyle({ height: '264px' });
  });

  it('follows a finger on touch devices and snaps at the midpoint', async () => {
    stubTouch();
    fakeAttendanceServer(testGroup);
    renderCalendar(at22);
    const handle = within(sheet()).getByRole('button', { name: 'Expand' });
    expect(sheet()).toHaveStyle({ height: '248px' });
    const expanded = window.innerHeight - BOTTOM_SHEET.expandedHeightOffset;
    const midpoint = (248 + expanded) / 2;

    // Not past the midpoint: back to collapsed.
    fireEvent.pointerDown(handle, { pointerId: 1, isPrimary: true, clientY: 600 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 600 - (midpoint - 248 - 20) });
    expect(sheet()).toHaveStyle({ height: `${midpoint - 20}px` });
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 600 - (midpoint - 248 - 20) });
    await waitFor(() => expect(sheet()).toHaveStyle({ height: '248px' }));

    // Past it: open.
    fireEvent.pointerDown(handle, { pointerId: 2, isPrimary: true, clientY: 600 });
    fireEvent.pointerMove(handle, { pointerId: 2, clientY: 600 - (midpoint - 248 + 20) });
    fireEvent.pointerUp(handle, { pointerId: 2, clientY: 600 - (midpoint - 248 + 20) });
    await waitFor(() => expect(sheet()).toHaveStyle({ height: `${expanded}px` }));
    expect(within(sheet()).getByRole('button', { name: 'Collapse' })).toBeInTheDocument();
  });
});
