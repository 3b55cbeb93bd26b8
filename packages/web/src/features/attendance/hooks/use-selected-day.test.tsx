import { fireEvent, screen, waitFor } from '@testing-library/react';
import { activeDayParam, toDay } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { fakeAttendanceServer } from '../testing/fake-attendance-server.ts';
import { renderCalendar, testGroup } from '../testing/render-calendar.tsx';

const param = (day: string) => activeDayParam(toDay(day), 'Europe/Berlin');

async function cell(day: string): Promise<HTMLElement> {
  const calendar = await screen.findByRole('group', { name: 'Calendar' });
  const element = calendar.querySelector<HTMLElement>(`[data-day="${day}"]`);
  if (!element) throw new Error(`No cell for ${day}`);
  return element;
}

// The router renders a new location in a transition: until then the screen's handlers were
// made by the render before it. Selecting a day must start from the router's URL, not theirs.
describe('selecting a day right after a navigation', { timeout: 20_000 }, () => {
  it("keeps the newer URL's query when the tap lands before the navigation has rendered", async () => {
    fakeAttendanceServer(testGroup);
    const { router } = renderCalendar(`?activeDay=${param('2026-11-22')}`);
    const tapped = await cell('2026-11-24');

    // A link to another day with a query of its own; the tap comes before React renders it.
    await router.navigate(`/groups/g1?activeDay=${param('2026-11-23')}&from=notification`);
    expect(document.querySelector('[data-day="2026-11-22"]')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(tapped);

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?activeDay=${param('2026-11-24')}&from=notification`,
      ),
    );
  });

  it('writes nothing once the router has left the group screen', async () => {
    fakeAttendanceServer(testGroup);
    const { router } = renderCalendar(`?activeDay=${param('2026-11-22')}`);
    const tapped = await cell('2026-11-24');

    await router.navigate('/groups/g2?activeDay=1');
    fireEvent.click(tapped);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/groups/g2');
    expect(router.state.location.search).toBe('?activeDay=1');
  });
});
