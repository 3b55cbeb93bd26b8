import { weekdayOrder, type WeekStart } from '@turnout/domain';
import { formatWeekday } from '../../../lib/datetime.ts';
import styles from './calendar.module.css';
import { memo } from 'react';

/** The weekday names above the calendar's columns, in the configured locale's order. */
export const WeekdayHeader = memo(function WeekdayHeader({
  weekStart,
  locale,
}: {
  weekStart: WeekStart;
  locale: string;
}) {
  return (
    <div aria-hidden data-weekdays className={styles.weekdays}>
      {weekdayOrder(weekStart).map((weekday) => (
        <span key={weekday}>{formatWeekday(weekday, locale)}</span>
      ))}
    </div>
  );
});
