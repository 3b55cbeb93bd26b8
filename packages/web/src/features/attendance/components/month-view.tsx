import {
  civilDate,
  firstDayOfMonth,
  type CalendarWeek,
  type Day,
  type Month,
} from '@turnout/domain';
import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from '../../../lib/datetime.ts';
import type { DayTally, MyMark } from '../day-index.ts';
import styles from './calendar.module.css';
import { useTrainingMarks } from '../season/schedule-context.ts';
import { trainingLabel } from '../season/training-label.ts';
import { CELL_HEIGHT, DayCell } from './day-cell.tsx';

const NO_TALLY: DayTally = { present: 0, away: 0 };

export interface MonthViewProps {
  month: Month;
  weeks: CalendarWeek[];
  /** The selected day and today, or null when they are not in this month. */
  selected: Day | null;
  today: Day | null;
  myMarks: ReadonlyMap<Day, MyMark>;
  tallies: ReadonlyMap<Day, DayTally>;
  onSelect: (day: Day) => void;
  /** Render the grid empty, at its final height: its days come in a moment later. */
  daysLater?: boolean;
}

/**
 * Whether a month would render the same: every change of a day brings new maps of marks and
 * tallies for the whole calendar, but only the month holding that day needs to build its cells'
 * names again (a date format each), not the four around it.
 */
export function monthViewPropsEqual(prev: MonthViewProps, next: MonthViewProps): boolean {
  const same =
    prev.month === next.month &&
    prev.weeks === next.weeks &&
    prev.selected === next.selected &&
    prev.today === next.today &&
    prev.onSelect === next.onSelect &&
    prev.daysLater === next.daysLater;
  if (!same) return false;
  if (prev.myMarks === next.myMarks && prev.tallies === next.tallies) return true;
  for (const day of next.weeks.flat()) {
    if (!day) continue;
    if (prev.myMarks.get(day) !== next.myMarks.get(day)) return false;
    const before = prev.tallies.get(day) ?? NO_TALLY;
    const after = next.tallies.get(day) ?? NO_TALLY;
    if (before.present !== after.present || before.away !== after.away) return false;
  }
  return true;
}

/** `make` with its results kept for this render, by its arguments. */
function once<Args extends (string | number)[]>(make: (...args: Args) => string) {
  const made = new Map<string, string>();
  return (...args: Args) => {
    const key = args.join('|');
    let text = made.get(key);
    if (text === undefined) {
      text = make(...args);
      made.set(key, text);
    }
    return text;
  };
}

/** One month: its name and its days in a seven-column grid (empty cells outside the month). */
export const MonthView = memo(function MonthView(props: MonthViewProps) {
  const { month, weeks, selected, today, myMarks, tallies, onSelect, daysLater = false } = props;
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  const headingId = useId();
  const trainingOn = useTrainingMarks();
  // A change of one day re-renders its month: the dates' words stay as they were, and the
  // counts and marks repeat across cells, so each distinct text is made once.
  const fullDates = useMemo(
    () => new Map(weeks.flat().flatMap((day) => (day ? [[day, formatDay(day, 'fullDate')]] : []))),
    [weeks, formatDay],
  );
  const tallyText = once((present: number, away: number) =>
    t('attendance.tally', { present, away }),
  );
  const markText = once((mark: MyMark) =>
    t('attendance.myMark', { state: t(`attendance.states.${mark}`) }),
  );

  return (
    <section aria-labelledby={headingId} className={styles.month}>
      <h2 id={headingId} className={styles.monthTitle}>
        {formatDay(firstDayOfMonth(month), 'monthYear')}
      </h2>
      <div
        className={styles.days}
        // Each week is one row of cells CELL_HEIGHT tall (margins included).
        style={daysLater ? { height: weeks.length * CELL_HEIGHT } : undefined}
      >
        {daysLater
          ? null
          : weeks.flat().map((day, index) => {
              if (!day) return <span key={`empty-${index}`} />;
              const { day: dayOfMonth } = civilDate(day);
              const mark = myMarks.get(day);
              const { present, away } = tallies.get(day) ?? NO_TALLY;
              const training = trainingOn(day);
              const label = [
                fullDates.get(day),
                day === today && t('attendance.today'),
                trainingLabel(t, training),
                mark && markText(mark),
                tallyText(present, away),
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <DayCell
                  key={day}
                  day={day}
                  dayOfMonth={dayOfMonth}
                  label={label}
                  monthLabel={dayOfMonth === 1 ? formatDay(day, 'monthShort') : undefined}
                  isToday={day === today}
                  isSelected={day === selected}
                  myMark={mark}
                  present={present}
                  away={away}
                  training={training?.kind}
                  onSelect={onSelect}
                />
              );
            })}
      </div>
    </section>
  );
}, monthViewPropsEqual);
