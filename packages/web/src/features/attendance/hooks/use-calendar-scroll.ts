import type { Day } from '@turnout/domain';
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { LAYOUT } from '../../../lib/ui-constants.ts';

interface CalendarScrollOptions {
  selected: Day;
  /** False while the skeleton shows: there are no cells to scroll to yet. */
  ready: boolean;
  calendarRef: RefObject<HTMLElement | null>;
  /** The sticky block above the calendar (details card, weekday header). */
  stickyRef: RefObject<HTMLElement | null>;
  /** The bottom sheet over the calendar's lower part. */
  sheetRef: RefObject<HTMLElement | null>;
}

function scrollWindowBy(delta: number, behavior: ScrollBehavior) {
  if (delta !== 0) window.scrollTo({ top: window.scrollY + delta, behavior });
}

/**
 * The calendar scrolls with the page. Three rules keep the selected day in sight:
 * - on open, the selected day's month title goes to the top of the visible band (between the
 *   sticky block and the sheet), or, when its week would then be under the sheet, the selected
 *   day goes to the band's middle;
 * - choosing a day in another month shifts the five months; the chosen cell stays where it was
 *   on screen (months added above would otherwise push it away);
 * - a day chosen out of sight (by the sheet's buttons or the keyboard) is scrolled into view.
 * Data refreshes do not change any cell's size, so they leave the scroll position alone.
 */
export function useCalendarScroll(options: CalendarScrollOptions) {
  const { selected, ready, calendarRef, stickyRef, sheetRef } = options;
  const anchor = useRef<{ day: Day; top: number } | null>(null);
  const opened = useRef(false);

  const cellOf = useCallback(
    (day: Day) => calendarRef.current?.querySelector<HTMLElement>(`[data-day="${day}"]`) ?? null,
    [calendarRef],
  );

  /** Call before selecting `day`: remembers where its cell is now. */
  const beforeSelect = useCallback(
    (day: Day) => {
      const cell = cellOf(day);
      anchor.current = cell ? { day, top: cell.getBoundingClientRect().top } : null;
    },
    [cellOf],
  );

  /** Scrolls the selected day to the middle of the visible band unless it is already in it. */
  const revealSelected = useCallback(
    (force: boolean, behavior: ScrollBehavior) => {
      const cell = cellOf(selected);
      if (!cell) return;
      const rect = cell.getBoundingClientRect();
      const sticky = stickyRef.current?.getBoundingClientRect();
      // Where the sticky block ends now, and where it will end once the page has scrolled and it
      // sticks under the app bar: on a short window the details card above it is not pinned, so
      // at the page's top the block sits lower than it will after the scroll.
      const now = sticky?.bottom ?? 0;
      const top = sticky ? Math.min(now, LAYOUT.toolbarHeight + sticky.height) : 0;
      let bottom = sheetRef.current?.getBoundingClientRect().top ?? window.innerHeight;
      if (bottom - top < rect.height) bottom = window.innerHeight; // the sheet is expanded
      if (!force && rect.top >= now && rect.bottom <= bottom) return;
      // On open, the month's title goes right under the sticky block when the selected week
      // still fits above the sheet then: the reader sees which month it is and the whole week.
      const month = force ? cell.closest('section')?.getBoundingClientRect() : undefined;
      if (month && rect.bottom - month.top <= bottom - top) {
        scrollWindowBy(month.top - top, behavior);
        return;
      }
      scrollWindowBy(rect.top - (top + (bottom - top - rect.height) / 2), behavior);
    },
    [cellOf, selected, stickyRef, sheetRef],
  );

  useLayoutEffect(() => {
    const previous = anchor.current;
    anchor.current = null;
    const cell = previous && cellOf(previous.day);
    if (cell) scrollWindowBy(cell.getBoundingClientRect().top - previous.top, 'instant');
  }, [selected, cellOf]);

  useEffect(() => {
    if (!ready) return;
    const first = !opened.current;
    opened.current = true;
    revealSelected(first, first ? 'instant' : 'smooth');
  }, [ready, revealSelected]);

  return { beforeSelect, revealSelected };
}
