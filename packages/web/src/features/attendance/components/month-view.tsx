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
import type { DayTally, MyMark } from '../model/day-index.ts';
import styles from './calendar.module.css';
import { useTrainingMarks } from '../../season/hooks/use-schedule.ts';
import { useAnnouncedDays } from '../coaching/coaching-context.ts';
import { trainingLabel } from '../../season/model/training-label.ts';
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

/** `make` with its results kept, by its arguments, for as long as the returned function lives. */
function remembered<Args extends (string | number)[]>(make: (...args: Args) => string) {
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
  const announced = useAnnouncedDays();
  // A change of one day re-renders its month. What its answers do not touch (the date's words,
  // its number, today, training) is kept from render to render, and the counts' and marks' words
  // repeat across cells and renders: each distinct text is made once
  // (docs/performance.md#marking-a-day).
  const fixed = useMemo(
    () =>
      new Map(
        weeks.flat().flatMap((day) => {
          if (!day) return [];
          const training = trainingOn(day);
          const { day: dayOfMonth } = civilDate(day);
          const words = [
            formatDay(day, 'fullDate'),
            day === today && t('attendance.today'),
            trainingLabel(t, training),
            announced.has(day) && t('coaching.dayHasAnnouncement'),
          ];
          const cell = {
            dayOfMonth,
            monthLabel: dayOfMonth === 1 ? formatDay(day, 'monthShort') : undefined,
            training: training?.kind,
            announced: announced.has(day),
            words: words.filter(Boolean).join(', '),
          };
          return [[day, cell]];
        }),
      ),
    [weeks, formatDay, today, trainingOn, announced, t],
  );
  const tallyText = useMemo(
    () => remembered((present: number, away: number) => t('attendance.tally', { present, away })),
    [t],
  );
  const markText = useMemo(
    () =>
      remembered((mark: MyMark) =>
        t('attendance.myMark', { state: t(`attendance.states.${mark}`) }),
      ),
    [t],
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
              const mark = myMarks.get(day);
              const { present, away } = tallies.get(day) ?? NO_TALLY;
              const {
                dayOfMonth,
                monthLabel,
                training,
                announced: hasNote,
                words,
              } = fixed.get(day)!;
              const label = [words, mark && markText(mark), tallyText(present, away)]
                .filter(Boolean)
                .join(', ');
              return (
                <DayCell
                  key={day}
                  day={day}
                  dayOfMonth={dayOfMonth}
                  label={label}
                  monthLabel={monthLabel}
                  isToday={day === today}
                  isSelected={day === selected}
                  myMark={mark}
                  present={present}
                  away={away}
                  training={training}
                  announced={hasNote}
                  onSelect={onSelect}
                />
              );
            })}
      </div>
    </section>
  );
}, monthViewPropsEqual);
