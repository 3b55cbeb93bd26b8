import {
  calendarMonths,
  firstDayOfMonth,
  monthOf,
  parseDay,
  type Day,
  type WeekStart,
} from '@turnout/domain';
import {
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { DayTally, MyMark } from '../model/day-index.ts';
import { dayForKey } from '../model/keyboard.ts';
import styles from './calendar.module.css';
import { MonthView } from './month-view.tsx';

interface CalendarMonthsProps {
  selected: Day;
  today: Day;
  weekStart: WeekStart;
  myMarks: ReadonlyMap<Day, MyMark>;
  tallies: ReadonlyMap<Day, DayTally>;
  unsent: ReadonlySet<Day>;
  onSelect: (day: Day) => void;
  /** The container, for the scroll handling that measures cells. */
  containerRef: RefObject<HTMLDivElement | null>;
}

/**
 * The scrolling months: the selected day's month and two either side
 * (docs/product.md#calendar).
 */
export function CalendarMonths(props: CalendarMonthsProps) {
  const { selected, today, weekStart, myMarks, tallies, unsent, onSelect, containerRef } = props;
  const { t } = useTranslation();
  const centre = monthOf(selected);
  const months = useMemo(
    () => calendarMonths(firstDayOfMonth(centre), { weekStart }),
    [centre, weekStart],
  );
  const focusSelected = useRef(false);
  // The selected day's month comes first; the others, which start out of sight, follow a pair
  // at a time in transitions, so no single task has to lay out ~150 cells and the first paint
  // and taps do not wait for them. Until then they keep their height: nothing moves.
  const [reach, setReach] = useState(0);
  const centreIndex = months.findIndex((month) => month.month === centre);
  useEffect(() => {
    if (reach < months.length) startTransition(() => setReach(reach + 1));
  }, [reach, months.length]);

  // After a key moved the selection, the focus follows it to the new cell.
  useEffect(() => {
    if (!focusSelected.current) return;
    focusSelected.current = false;
    containerRef.current
      ?.querySelector<HTMLElement>(`[data-day="${selected}"]`)
      ?.focus({ preventScroll: true });
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const day = parseDay((event.target as HTMLElement).dataset.day);
    const next = day && dayForKey(day, event.key, weekStart);
    if (!next) return;
    event.preventDefault();
    focusSelected.current = true;
    onSelect(next);
  }

  return (
    <div
      ref={containerRef}
      className={styles.months}
      role="group"
      aria-label={t('attendance.calendar')}
      onKeyDown={onKeyDown}
    >
      {months.map(({ month, weeks }, index) => (
        <MonthView
          key={month}
          month={month}
          weeks={weeks}
          selected={monthOf(selected) === month ? selected : null}
          today={monthOf(today) === month ? today : null}
          myMarks={myMarks}
          tallies={tallies}
          unsent={unsent}
          onSelect={onSelect}
          daysLater={Math.abs(index - centreIndex) > reach}
        />
      ))}
    </div>
  );
}
